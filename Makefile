# motionspec — the developer's front door. `make report` and `make test` work on a fresh Debian
# machine with only the Swift toolchain: both run `setup` first, which installs what is missing.

SWIFT      ?= swift
CONFIG     ?= release
BIN         = .build/$(CONFIG)/motionspec
REPORTS    ?= reports

# System packages: cairo + pango headers for the CCairo module map, the fonts the charts use,
# poppler-utils (pdfinfo/pdffonts/pdftotext/pdftohtml) for the PDF checks, chromium and
# chromium-driver for the page checks, node-typescript (tsc) for the exported TypeScript, libgif-dev
# (giflib, for `diff --animate`) and python3-pil (Pillow, to decode those GIFs in the tests). From PyPI: axe-selenium-python (selenium, and the
# axe-core that Scripts/check_page.py runs in the page).
APT_PACKAGES = pkg-config libcairo2-dev libpango1.0-dev zlib1g-dev fonts-inter fonts-dejavu-core \
               poppler-utils chromium chromium-driver node-typescript \
               libgif-dev python3-pil
PIP_PACKAGES = axe-selenium-python==2.1.6
BENCH_PACKAGES = gcc time python3-matplotlib python3-numpy

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: setup build report test fuzz bench clean

## setup: install the missing system packages (fast when everything is there)
setup:
	@missing=""; for p in $(APT_PACKAGES) $(EXTRA_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "setup: installing$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@python3 -c "import axe_selenium_python, selenium" 2>/dev/null || { \
	  echo "setup: installing $(PIP_PACKAGES) (PyPI)"; python3 -m pip install --quiet $(PIP_PACKAGES); }

## build: compile the motionspec command (release)
build: setup
	$(SWIFT) build -c $(CONFIG) --product motionspec

# Chart gallery: every kind of the WWDC set, in both themes, for the built-in catalogue.
GALLERY = motion:--token=heavy easing-comparison: handoff: decomposition:--token=playful \
          bounce-family: retarget: settling:--token=playful \
          overlay:--token=standard,--token=heavy,--token=playful,--token=exit catalogue: \
          parameter-map: stagger:

## report: write the motion spec of the built-in catalogue, and a chart gallery, into reports/
report: build
	@mkdir -p $(REPORTS)/charts
	$(BIN) render --output $(REPORTS)/motion-spec --quiet
	@for entry in $(GALLERY); do \
	  kind=$${entry%%:*}; args=$$(echo "$${entry#*:}" | tr ',=' '  '); \
	  for theme in light dark; do \
	    $(BIN) chart $$kind $$args --theme $$theme --scale 2 -o $(REPORTS)/charts/$$kind-$$theme.png || exit 1; \
	  done; \
	  $(BIN) chart $$kind $$args -o $(REPORTS)/charts/$$kind.svg || exit 1; \
	  $(BIN) chart $$kind $$args -o $(REPORTS)/charts/$$kind.pdf || exit 1; \
	done
	@echo "report: $(REPORTS)/motion-spec/index.html, $(REPORTS)/motion-spec/motion-spec.pdf, $(REPORTS)/charts/"

## test: a 2-minute fuzz run with a fixed seed (Scripts/fuzz.py; the debug build, so a run may take
## 30 s before it counts as a hang — `make fuzz` holds the release build to 10 s), then every test
test: setup
	$(SWIFT) build --product motionspec
	python3 Scripts/fuzz.py --seconds $(FUZZ_SECONDS) --seed 1 --timeout 30 --binary .build/debug/motionspec
	$(SWIFT) test

FUZZ_SECONDS ?= 120
LONG_FUZZ_SECONDS ?= 1800
FUZZ_SEED ?= 7

## fuzz: the long run (30 minutes): runs, crashes, hangs over 10 s, peak memory, unlocated errors
fuzz: setup
	$(SWIFT) build -c release --product motionspec
	python3 Scripts/fuzz.py --seconds $(LONG_FUZZ_SECONDS) --seed $(FUZZ_SEED) --binary .build/release/motionspec

## bench: time motionspec against the C and matplotlib references in ../shared/bench
bench:
	@$(MAKE) --no-print-directory setup EXTRA_PACKAGES="$(BENCH_PACKAGES)"
	$(SWIFT) build -c release --product motionspec
	$(SWIFT) build -c release --product motionspec-bench
	python3 Scripts/bench.py

## clean: remove build products and generated reports
clean:
	rm -rf .build $(REPORTS)/*
