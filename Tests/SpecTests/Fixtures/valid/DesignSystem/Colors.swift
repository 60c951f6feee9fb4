import SwiftUI

public enum Colors {
    public static let primary = Color.blue
    public static let secondary: Color = .gray
}
