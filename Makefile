# motionspec — the developer's front door. `make report` and `make test` work on a fresh Debian
# machine with only the Swift toolchain: both run `setup` first, which installs what is missing.

SWIFT      ?= swift
CONFIG     ?= release
BIN         = .build/$(CONFIG)/motionspec
REPORTS    ?= reports

# System packages: cairo + pango headers for the CCairo module map, the fonts the charts use,
# poppler-utils (pdfinfo/pdffonts/pdftotext) for the PDF checks, chromium for the HTML gate.
APT_PACKAGES = pkg-config libcairo2-dev libpango1.0-dev fonts-inter fonts-dejavu-core \
               poppler-utils chromium
BENCH_PACKAGES = hyperfine time python3-matplotlib python3-numpy

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: setup build report test bench clean

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

## build: compile the motionspec command (release)
build: setup
	$(SWIFT) build -c $(CONFIG) --product motionspec

## report: write the default motion spec for the built-in catalogue into reports/
report: build
	@mkdir -p $(REPORTS)
	$(BIN) report --output $(REPORTS)

## test: run every test (Swift Testing)
test: setup
	$(SWIFT) test

## bench: time motionspec against the C and matplotlib references in ../shared/bench
bench:
	@$(MAKE) --no-print-directory setup EXTRA_PACKAGES="$(BENCH_PACKAGES)"
	$(SWIFT) build -c release --product motionspec
	Scripts/bench.sh

## clean: remove build products and generated reports
clean:
	rm -rf .build $(REPORTS)/*
