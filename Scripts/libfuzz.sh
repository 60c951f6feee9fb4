#!/usr/bin/env bash
# Coverage-guided fuzzing with libFuzzer: builds motionspec-fuzz with -sanitize=fuzzer,address
# (in .build/fuzz, apart from the normal build) and runs each target for SECONDS, seeded from the
# fuzz corpus and the readers' fixtures. A crash, a leak, a memory error, an input over 10 s or a
# process over 2 GB (under AddressSanitizer) is kept in Tests/Fuzz/regressions as
# TARGET-libfuzzer-HASH (which Scripts/fuzz.py replays in every `make test`) and fails the run.
# Prints, per target, executions, coverage (edges) and findings.
#
# Targets run FUZZ_JOBS at a time (default: one per core), so `make fuzz`'s 30 minutes per target
# take 30 minutes × ⌈12 / cores⌉. Each run works from its own copy of the binary and its own seeds,
# so a second run (a `make test` during a long `make fuzz`) neither rebuilds under it nor deletes
# its seeds; the growing corpus in .build/fuzz-corpus is shared, as libFuzzer allows.
#
# Usage: Scripts/libfuzz.sh SECONDS [TARGET ...]   (targets: expression yaml json json5 swift tsx kt dart css ts export chart)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?seconds per target}
shift
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(expression yaml json json5 swift tsx kt dart css ts export chart)
swift=${SWIFT:-swift}
jobs=${FUZZ_JOBS:-$(nproc)}

"$swift" build --scratch-path .build/fuzz --product motionspec-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING > .build/fuzz.log 2>&1 \
  || { tail -30 .build/fuzz.log; exit 1; }
run=.build/fuzz-run-$$
trap 'rm -rf "$run"' EXIT
mkdir -p "$run"
cp "$("$swift" build --scratch-path .build/fuzz --show-bin-path)/motionspec-fuzz" "$run/motionspec-fuzz"

# fuzz TARGET: one libFuzzer run; its one-line result goes to $run/TARGET.result, status 1 on a finding.
fuzz() {
  local target=$1
  local work=.build/fuzz-corpus/$target
  mkdir -p "$work"
  # Seeds: one input per file, gathered into a directory libFuzzer reads but never writes.
  local seeds=$run/seeds/$target
  mkdir -p "$seeds"
  case $target in
    expression)
      local n=0
      while IFS= read -r line; do n=$((n + 1)); printf '%s' "$line" > "$seeds/$n"; done < Tests/Fuzz/corpus/expressions.txt ;;
    yaml|export|chart)
      find Tests/SpecTests/Fixtures Sources/MotionSpecCatalogue/Resources Tests/Fuzz/corpus -name '*.yaml' \
        -exec cp --backup=numbered -t "$seeds" {} + ;;
    json|json5)
      find Tests/SpecTests/Fixtures Tests/Fuzz/corpus -name '*.json*' -exec cp --backup=numbered -t "$seeds" {} + ;;
    swift|kt|dart|css)
      find Tests/SpecTests/Fixtures Tests/Fuzz/corpus -name "*.$target" -exec cp --backup=numbered -t "$seeds" {} + ;;
    tsx|ts)
      # One reader for TypeScript and JavaScript, JSX and TSX: each target starts from all of them.
      find Tests/SpecTests/Fixtures Tests/Fuzz/corpus \( -name '*.ts' -o -name '*.tsx' -o -name '*.js' \) \
        -exec cp --backup=numbered -t "$seeds" {} + ;;
  esac
  # AddressSanitizer's shadow memory and quarantine multiply what a process holds, and grow as the
  # corpus does (the real binary's peak is Scripts/fuzz.py's to measure): 2 GB per process, and a
  # quarantine of 64 MB instead of 256 so the peak says more about the program. Any one allocation
  # over 500 MB is a finding (-malloc_limit_mb), whatever the process holds.
  local log=.build/fuzz-$target.log status=0
  MOTIONSPEC_FUZZ_TARGET=$target ASAN_OPTIONS=detect_leaks=1:quarantine_size_mb=64 "$run/motionspec-fuzz" \
    "$work" "$seeds" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=500 \
    -print_final_stats=1 \
    -artifact_prefix="Tests/Fuzz/regressions/$target-libfuzzer-" > "$log" 2>&1 || status=$?
  local runs coverage
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*' || echo 0)
  if [ "$status" -ne 0 ]; then
    { echo "libfuzzer $target: FINDING after $runs runs (coverage $coverage edges):"
      grep -E 'ERROR|==[0-9]+==|Fatal error|artifact' "$log" | head -8; } > "$run/$target.result"
    return 1
  fi
  local peak
  peak=$(grep -o 'stat::peak_rss_mb: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  echo "libfuzzer $target: $runs runs in ${seconds} s, coverage $coverage edges, peak $peak MB (under ASan), 0 findings" \
    > "$run/$target.result"
}

failed=0
running=0
for target in "${targets[@]}"; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n || failed=1
    running=$((running - 1))
  fi
  fuzz "$target" &
  running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
  wait -n || failed=1
  running=$((running - 1))
done
for target in "${targets[@]}"; do cat "$run/$target.result"; done
exit $failed
