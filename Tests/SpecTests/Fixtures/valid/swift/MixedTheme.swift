import SwiftUI

/// A theme file that holds much more than motion: only the motion is read, the rest quietly not.
public enum Theme {
    public enum Spacing {
        public static let small: CGFloat = 4
        public static let medium: CGFloat = 8
        public static var large: CGFloat { medium * 2 }
    }

    public enum Palette {
        public static let accent = Color("Accent")
        public static let background: Color = .init(white: 0.98)
        static var tint: Color { Color.accentColor.opacity(0.8) }
    }

    public enum Typography {
        public static let title: Font = .system(.title, design: .rounded).weight(.semibold)
        static let body = Font.body
    }

    public static let cornerRadius: CGFloat = 12
    public static let shadow = (radius: CGFloat(8), y: CGFloat(2))

    public enum Motion {
        /// Showing a toast.
        /// - Reduced motion: .easeOut(duration: 0.2)
        public static let toast: Animation = .spring(duration: 0.4, bounce: 0.2)
    }

    public static func scaled(_ value: CGFloat, by factor: CGFloat) -> CGFloat { value * factor }
    static func delayed(_ index: Int) -> Animation { Motion.toast.delay(Double(index) * 0.05) }

    private struct Preview: View {
        @State private var on = false
        var body: some View {
            Text("Hi").onTapGesture { withAnimation(.bouncy) { on.toggle() } }
        }
    }
}
