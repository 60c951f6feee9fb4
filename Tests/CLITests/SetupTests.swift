import Foundation
import TestSupport
import Testing
import Yams

/// The seams with a user's machine: the one list of system packages (Scripts/system-packages.txt)
/// against what the module maps really include and link, against Package.swift's providers, and
/// against what the Makefile and the GitHub Action install; the Action's manifest; its comment.
@Suite struct SetupTests {
  static let repository = ConventionsTests.repository

  func shell(_ command: String, in directory: URL? = nil, environment: [String: String]? = nil) throws -> (
    out: String, err: String, status: Int32
  ) {
    try run(
      URL(fileURLWithPath: "/bin/bash"), ["-c", command], in: directory ?? Self.repository, environment: environment)
  }

  /// `Scripts/system-packages.sh list MANAGER ROLE…` as a set of names.
  func listed(_ manager: String, _ roles: String...) throws -> Set<String> {
    let r = try shell("Scripts/system-packages.sh list \(manager) \(roles.joined(separator: " "))")
    #expect(r.status == 0, "\(r.err)")
    return Set(r.out.split(whereSeparator: \.isWhitespace).map(String.init))
  }

  /// The list's lines by module: (debian, homebrew) packages.
  func modules() throws -> [String: (apt: [String], brew: [String])] {
    let text = try String(
      contentsOf: Self.repository.appendingPathComponent("Scripts/system-packages.txt"), encoding: .utf8)
    var out: [String: (apt: [String], brew: [String])] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let halves = line.split(separator: "|", omittingEmptySubsequences: false)
      let left = halves[0].split(whereSeparator: \.isWhitespace).map(String.init)
      guard left.count >= 2, left[1] != "-" else { continue }
      out[left[1]] = (
        Array(left.dropFirst(2)),
        halves.count > 1 ? halves[1].split(whereSeparator: \.isWhitespace).map(String.init) : []
      )
    }
    return out
  }

  /// Every header a module map's shim includes and every library it links belongs (by dpkg) to a
  /// package of the `build` role — so a library added to a module map without its package fails
  /// here, not on a user's machine. Headers of libc6-dev come with the Swift toolchain's
  /// prerequisites and are not listed.
  @Test func theListCoversEveryModuleMap() throws {
    let build = try listed("apt", "build")
    let sources = Self.repository.appendingPathComponent("Sources")
    let maps = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
      FileManager.default.fileExists(atPath: sources.appendingPathComponent("\($0)/module.modulemap").path)
    }
    #expect(
      Set(maps) == ["CCairo", "CDeflate", "CGIF"], "a new module map: list its packages in Scripts/system-packages.txt")
    let listedModules = try modules()
    for module in maps {
      let directory = sources.appendingPathComponent(module)
      let map = try String(contentsOf: directory.appendingPathComponent("module.modulemap"), encoding: .utf8)
      let shim = try String(contentsOf: directory.appendingPathComponent("shim.h"), encoding: .utf8)
      #expect(listedModules[module] != nil, "\(module) has no line in Scripts/system-packages.txt")
      let headers = shim.matches(of: /#include <([^>]+)>/).map { String($0.output.1) }
      let libraries = map.matches(of: /link "([^"]+)"/).map { String($0.output.1) }
      #expect(!headers.isEmpty && !libraries.isEmpty)
      let flags = try shell("pkg-config --cflags-only-I pangocairo").out
      let includeDirectories =
        ["/usr/include", "/usr/include/x86_64-linux-gnu", "/usr/include/aarch64-linux-gnu"]
        + flags.split(separator: " ").filter { $0.hasPrefix("-I") }.map {
          String($0.dropFirst(2)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
      for header in headers {
        let path = try #require(
          includeDirectories.map { "\($0)/\(header)" }.first { FileManager.default.fileExists(atPath: $0) },
          "\(module): <\(header)> not found")
        let owner = try owningPackage(path)
        #expect(
          owner == "libc6-dev" || build.contains(owner),
          "\(module) includes <\(header)> from \(owner), which the build list lacks")
      }
      for library in libraries {
        let path = try shell("gcc -print-file-name=lib\(library).so").out.trimmingCharacters(
          in: .whitespacesAndNewlines)
        #expect(path.hasPrefix("/"), "\(module) links \(library), which is not installed")
        let owner = try owningPackage(path)
        #expect(build.contains(owner), "\(module) links lib\(library).so from \(owner), which the build list lacks")
      }
    }
  }

  /// The Debian package that owns `path` (following the directory links of a merged /usr).
  func owningPackage(_ path: String) throws -> String {
    let r = try shell("dpkg -S \"$(realpath -s '\(path)')\" 2>/dev/null || dpkg -S \"$(realpath '\(path)')\"")
    let owner = r.out.split(separator: ":").first.map(String.init) ?? ""
    #expect(!owner.isEmpty, "no package owns \(path): \(r.err)")
    return owner
  }

  /// Package.swift's providers name the same packages as the list, module by module.
  @Test func packageProvidersMatchTheList() throws {
    let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
    let listedModules = try modules()
    for (module, packages) in listedModules {
      let pattern = try Regex(
        #"\.systemLibrary\(\s*name: ""# + module
          + #""[^)]*?providers: \[\s*\.apt\(\[([^\]]*)\]\),\s*\.brew\(\[([^\]]*)\]\)"#)
      let match = try #require(manifest.firstMatch(of: pattern), "Package.swift has no providers for \(module)")
      func names(_ text: Substring?) -> [String] { (text ?? "").matches(of: /"([^"]+)"/).map { String($0.output.1) } }
      #expect(names(match.output[1].substring) == packages.apt, "\(module): Package.swift's apt providers")
      #expect(names(match.output[2].substring) == packages.brew, "\(module): Package.swift's brew providers")
    }
  }

  /// The Makefile and the Action install the same roles from the list, and nothing else by name.
  @Test func makefileAndActionInstallFromTheList() throws {
    let makefile = try String(contentsOf: Self.repository.appendingPathComponent("Makefile"), encoding: .utf8)
    #expect(makefile.contains("$(PACKAGES) install build fonts"))
    for line in makefile.split(separator: "\n") where line.contains("pip install") {
      #expect(
        line.contains("$(TEST_VENV)/bin/python3 -m pip install"),
        "pip only inside the test virtual environment: \(line)")
    }
    #expect(makefile.contains("-m venv --system-site-packages $(TEST_VENV)"))
    let action = try String(contentsOf: Self.repository.appendingPathComponent("action.yml"), encoding: .utf8)
    let manifest = try #require(try Yams.load(yaml: action) as? [String: Any])
    let steps = try #require((manifest["runs"] as? [String: Any])?["steps"] as? [[String: Any]])
    let install = try #require(steps.first)
    #expect((install["run"] as? String)?.contains("Scripts/system-packages.sh\" install build fonts") == true)
    #expect(!action.contains("apt-get install"), "the Action installs through the list's script")
    // Both package managers have every build package: no empty Homebrew half for a module.
    for (module, packages) in try modules() { #expect(!packages.brew.isEmpty, "\(module) has no Homebrew formula") }
  }

  /// The Action's manifest, checked against the rules of GitHub's metadata syntax for composite
  /// actions: known keys, a description for every input and output, every step either `uses`
  /// or `run` with a `shell`, unique ids, and every `steps.ID` and `inputs.NAME` it reads defined
  /// (a step only reads the steps before it).
  @Test func actionManifestFollowsTheMetadataSyntax() throws {
    let text = try String(contentsOf: Self.repository.appendingPathComponent("action.yml"), encoding: .utf8)
    let manifest = try #require(try Yams.load(yaml: text) as? [String: Any])
    #expect(
      Set(manifest.keys).isSubset(of: ["name", "author", "description", "inputs", "outputs", "runs", "branding"]))
    #expect(manifest["name"] is String && manifest["description"] is String)
    let inputs = try #require(manifest["inputs"] as? [String: [String: Any]])
    for (name, input) in inputs {
      #expect(Set(input.keys).isSubset(of: ["description", "required", "default", "deprecationMessage"]), "\(name)")
      #expect(input["description"] is String, "input \(name) has no description")
      #expect(name.wholeMatch(of: /[a-z][a-z0-9-]*/) != nil)
    }
    let outputs = try #require(manifest["outputs"] as? [String: [String: Any]])
    for (name, output) in outputs {
      #expect(output["description"] is String && output["value"] is String, "output \(name)")
    }
    let runs = try #require(manifest["runs"] as? [String: Any])
    #expect(runs["using"] as? String == "composite")
    let steps = try #require(runs["steps"] as? [[String: Any]])
    var ids: [String] = []
    let stepKeys: Set<String> = [
      "name", "id", "if", "uses", "with", "run", "shell", "env", "working-directory", "continue-on-error",
    ]
    for step in steps {
      let name = step["name"] as? String ?? "?"
      #expect(Set(step.keys).isSubset(of: stepKeys), "\(name): \(step.keys.sorted())")
      if step["uses"] != nil {
        #expect(step["run"] == nil && step["shell"] == nil, "\(name)")
        #expect(
          (step["uses"] as? String)?.wholeMatch(of: /[\w-]+\/[\w-]+(\/[\w-]+)*@v\d+/) != nil,
          "\(name): pin an action to a major version")
      } else {
        #expect(step["run"] is String && step["shell"] as? String == "bash", "\(name): a run step needs shell: bash")
      }
      let body =
        try String(data: JSONSerialization.data(withJSONObject: step, options: [.sortedKeys]), encoding: .utf8) ?? ""
      for reference in body.matches(of: /steps\.([a-z-]+)\.outputs/) {
        #expect(ids.contains(String(reference.output.1)), "\(name) reads steps.\(reference.output.1) before it runs")
      }
      for reference in body.matches(of: /inputs\.([a-z-]+)/) {
        #expect(inputs[String(reference.output.1)] != nil, "\(name) reads an undeclared input \(reference.output.1)")
      }
      if let id = step["id"] as? String {
        #expect(!ids.contains(id), "duplicate id \(id)")
        ids.append(id)
      }
    }
    for (name, output) in outputs {
      for reference in ((output["value"] as? String) ?? "").matches(of: /steps\.([a-z-]+)\.outputs/) {
        #expect(ids.contains(String(reference.output.1)), "output \(name) reads an unknown step")
      }
    }
    let cache = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true })
    #expect((cache["with"] as? [String: Any])?["key"] as? String == "${{ steps.key.outputs.key }}")
  }

  /// The comment step, run as the Action runs it: `plan` chooses the branch folder, `publish`
  /// pushes the charts there (keeping what the branch held) and posts one comment, then updates
  /// that same comment on the next push. GitHub's API is the one part that cannot run here:
  /// `gh` is a script that records its calls and answers as the API does.
  @Test func theCommentIsPostedOnceThenUpdated() throws {
    let directory = try temporaryDirectory()
    let origin = directory.appendingPathComponent("origin.git"), work = directory.appendingPathComponent("work")
    #expect(try shell("git init -q --bare '\(origin.path)' && git init -q '\(work.path)'").status == 0)
    let setup = """
      git remote add origin '\(origin.path)' && echo x > x && git add x &&
      git -c user.name=a -c user.email=a@example.com commit -qm x && git push -q origin HEAD:refs/heads/main &&
      mkdir -p out/diff/charts && echo '## Motion tokens: 1 changed.' > out/diff/summary.md && echo png > out/diff/charts/a.png
      """
    #expect(try shell(setup, in: work).status == 0)
    let bin = directory.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let log = directory.appendingPathComponent("gh.log")
    // Records the call and answers as the API does: the token's user is `designer`; the pull
    // request already has a comment by someone else that starts with the marker (never ours to
    // change), and, once one was posted, designer's own (4242). Listings are filtered by the
    // call's own --jq expression, with jq.
    let fakeGitHub = """
      #!/bin/bash
      printf '%s\\n' "$*" >> '\(log.path)'
      case "$*" in
        "api user --jq .login") echo designer ;;
        *"--paginate"*)
          filter=${@: -1}
          comments='[{"id": 1111, "user": {"login": "intruder"}, "body": "<!-- motionspec: motion token diff -->\\nnot ours"}'
          if grep -q -- '--method POST' '\(log.path)'; then
            comments+=', {"id": 4242, "user": {"login": "designer"}, "body": "<!-- motionspec: motion token diff -->\\nours"}'
          fi
          printf '%s]' "$comments" | jq -r "$filter" ;;
      esac
      exit 0
      """
    try Data(fakeGitHub.utf8).write(to: bin.appendingPathComponent("gh"))
    #expect(try shell("chmod +x '\(bin.path)/gh'").status == 0)
    let outputs = directory.appendingPathComponent("outputs")
    var environment = [
      "PATH": "\(bin.path):" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
      "GITHUB_OUTPUT": outputs.path,
      "GITHUB_REPOSITORY": "team/app", "GITHUB_SERVER_URL": "https://github.com", "PULL_REQUEST": "7",
      "HEAD_SHA": "abc123",
      "COMMENT": "true", "IMAGE_BRANCH": "motionspec-images", "IMAGE_BASE_URL": "",
    ]
    let script = Self.repository.appendingPathComponent("Scripts/github-comment.sh").path
    #expect(try shell("bash '\(script)' plan", in: work, environment: environment).status == 0)
    let planned = try String(contentsOf: outputs, encoding: .utf8)
    #expect(planned.contains("url=https://github.com/team/app/raw/motionspec-images/pr-7/abc123\n"), "\(planned)")
    #expect(planned.contains("prefix=pr-7/abc123\n"))

    environment["SUMMARY"] = "out/diff/summary.md"
    environment["IMAGE_PREFIX"] = "pr-7/abc123"
    let first = try shell("bash '\(script)' publish", in: work, environment: environment)
    #expect(first.status == 0 && !first.out.contains("::warning"), "\(first.out) \(first.err)")
    let files = try shell("git --git-dir='\(origin.path)' ls-tree -r --name-only motionspec-images").out
    #expect(
      files.contains("pr-7/abc123/charts/a.png") && files.contains("README.md") && !files.contains("summary.md"),
      "\(files)")
    #expect(!files.contains("x\n"), "the branch holds charts only, not the repository's files")

    environment["IMAGE_PREFIX"] = "pr-7/def456"
    let second = try shell("bash '\(script)' publish", in: work, environment: environment)
    #expect(second.status == 0, "\(second.out) \(second.err)")
    let both = try shell("git --git-dir='\(origin.path)' ls-tree -r --name-only motionspec-images").out
    #expect(
      both.contains("pr-7/abc123/charts/a.png") && both.contains("pr-7/def456/charts/a.png"),
      "the earlier commit's charts stay")

    let logged = try String(contentsOf: log, encoding: .utf8)
    let calls = logged.split(separator: "\n")
    #expect(calls.filter { $0.contains("--method POST repos/team/app/issues/7/comments") }.count == 1, "\(calls)")
    #expect(calls.filter { $0.contains("--method PATCH repos/team/app/issues/comments/4242") }.count == 1, "\(calls)")
    // The comment someone else wrote with the marker was never touched.
    #expect(!calls.contains { $0.contains("comments/1111") }, "\(calls)")
    #expect(logged.contains("body=<!-- motionspec: motion token diff -->\n## Motion tokens: 1 changed."), "\(logged)")
  }

  /// A fork's read-only token: the push and the comment are refused, which is a warning, not a
  /// failed job.
  @Test func aRefusedCommentIsAWarning() throws {
    let directory = try temporaryDirectory()
    let bin = directory.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try Data("#!/bin/bash\necho 'HTTP 403: Resource not accessible by integration' >&2\nexit 1\n".utf8).write(
      to: bin.appendingPathComponent("gh"))
    #expect(
      try shell("chmod +x '\(bin.path)/gh' && git init -q && mkdir -p d && echo s > d/summary.md", in: directory).status
        == 0)
    let environment = [
      "PATH": "\(bin.path):" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
      "GITHUB_REPOSITORY": "team/app",
      "PULL_REQUEST": "7", "COMMENT": "true", "IMAGE_BRANCH": "", "SUMMARY": "d/summary.md",
    ]
    let r = try shell(
      "bash '\(Self.repository.path)/Scripts/github-comment.sh' publish", in: directory, environment: environment)
    #expect(r.status == 0)
    #expect(r.out.contains("::warning title=motionspec::could not comment on the pull request"), "\(r.out)")
  }
}
