#!/usr/bin/env bash
# The steps of motionspec's GitHub Action (action.yml at the repository's root), as one script
# that runs anywhere: `make test` runs it on a temporary git repository.
#
# Run from the root of the repository that holds the catalogue. Reads:
#   MOTIONSPEC_CATALOGUE        the catalogue: a file or a directory (required)
#   MOTIONSPEC_BASE_REF         the commit to compare with (empty: no diff); fetched if missing
#   MOTIONSPEC_FAIL_ON          comma-separated: warnings, added, removed, changed, lint
#                               (errors in the catalogue always fail)
#   MOTIONSPEC_OUTPUT           where diff/ and spec/ go (default motionspec-output)
#   MOTIONSPEC_IMAGE_BASE_URL   passed to diff --image-base-url (optional)
#   MOTIONSPEC_ANIMATE          true: diff --animate (a GIF per changed token)
#   MOTIONSPEC_SARIF            true: also write the findings as SARIF to OUTPUT/lint.sarif
#   MOTIONSPEC_CONFIG           the lint policy (--config); by default .motionspec.yml is found
#                               beside the catalogue or in a parent folder
#   MOTIONSPEC                  the motionspec binary (default: motionspec on PATH)
#   GITHUB_STEP_SUMMARY, GITHUB_OUTPUT   set by GitHub; files to write when set
# Writes annotations (lint --format github) to standard output, the diff's summary to the job
# summary and to $MOTIONSPEC_OUTPUT/diff/summary.md, the motion spec to $MOTIONSPEC_OUTPUT/spec,
# and the outputs summary, spec, lint-status, diff-status. Every step runs; the exit status is
# then 0, 1 (a gate in fail-on matched) or the first failing command's status (65 an invalid
# catalogue, 73 an output that cannot be written, 64 a wrong input).
set -uo pipefail

catalogue=${MOTIONSPEC_CATALOGUE:-}
base=${MOTIONSPEC_BASE_REF:-}
fail_on=${MOTIONSPEC_FAIL_ON:-}
output=${MOTIONSPEC_OUTPUT:-motionspec-output}
image_base_url=${MOTIONSPEC_IMAGE_BASE_URL:-}
animate=${MOTIONSPEC_ANIMATE:-false}
motionspec=${MOTIONSPEC:-motionspec}
config=${MOTIONSPEC_CONFIG:-}
sarif=${MOTIONSPEC_SARIF:-false}
summary_file=${GITHUB_STEP_SUMMARY:-/dev/null}
outputs_file=${GITHUB_OUTPUT:-/dev/null}

# Workflow-command data, as the runner reads it: %, CR and LF escaped, and the legacy `##[` form
# broken by a zero-width space, so no input, path or name that reaches the message commands anything.
command_data() {
  local s=${1//%/%25}
  s=${s//$'\r'/%0D}
  s=${s//$'\n'/%0A}
  printf '%s' "${s//'##['/##$'\xe2\x80\x8b'[}"
}
fail() { echo "::error title=motionspec::$(command_data "$1")"; exit "${2:-64}"; }

[ -n "$catalogue" ] || fail "the catalogue input is empty; name a catalogue file or directory"
[ -e "$catalogue" ] || fail "catalogue '$catalogue' does not exist in $(pwd)" 65

strict=() diff_gates=() policy=()
[ -z "$config" ] || policy=(--config "$config")
IFS=', ' read -r -a gates <<<"$fail_on"
for gate in "${gates[@]}"; do
  case "$gate" in
    "") ;;
    warnings) strict=(--strict) ;;
    added | removed | changed | lint) diff_gates+=(--fail-on "$gate") ;;
    *) fail "fail-on: unknown '$gate'; expected warnings, added, removed, changed or lint" ;;
  esac
done

# The workspace is the repository (the Action runs at its root): a resolver's $ref and the lint
# policy are read anywhere inside it, never outside.
workspace=(--root .)

status=0
first_failure() { [ "$status" -ne 0 ] || status=$1; }

# 1. Lint, as workflow annotations.
"$motionspec" lint --format github "${workspace[@]}" "${policy[@]}" "${strict[@]}" "$catalogue"
lint_status=$?
echo "lint-status=$lint_status" >>"$outputs_file"
[ "$lint_status" -eq 0 ] || first_failure "$lint_status"

# 1b. The same findings as SARIF, for code scanning (the action uploads the file).
if [ "$sarif" = true ]; then
  mkdir -p -- "$output"
  "$motionspec" lint --format sarif "${workspace[@]}" "${policy[@]}" -- "$catalogue" >"$output/lint.sarif"
  echo "sarif=$output/lint.sarif" >>"$outputs_file"
fi

# 2. Diff against the base commit, when there is one.
diff_status=0
if [ -n "$base" ]; then
  # A value from the workflow never reaches git as an option.
  case "$base" in -*) fail "base-ref '$base' is not a commit or a ref" ;; esac
  if ! git rev-parse --verify --quiet --end-of-options "$base^{commit}" >/dev/null; then
    git fetch --quiet --no-tags --depth=1 origin -- "$base" || fail "cannot fetch the base ref '$base'"
  fi
  # git:REV:PATH is read relative to the repository's root.
  path="$(git rev-parse --show-prefix)${catalogue#./}"
  path=${path%/}
  if git cat-file -e "$base:$path" 2>/dev/null; then
    arguments=(diff "git:$base:$path" "$catalogue" --output "$output/diff" "${workspace[@]}" "${policy[@]}" "${diff_gates[@]}")
    [ -z "$image_base_url" ] || arguments+=(--image-base-url "$image_base_url")
    [ "$animate" != true ] || arguments+=(--animate)
    "$motionspec" "${arguments[@]}" >/dev/null
    diff_status=$?
    if [ -f "$output/diff/summary.md" ]; then
      cat "$output/diff/summary.md" >>"$summary_file"
      echo "summary=$output/diff/summary.md" >>"$outputs_file"
    fi
  else
    mkdir -p "$output/diff"
    # shellcheck disable=SC2016 # the backticks are Markdown
    printf '## Motion tokens\n\n`%s` is new in this change: there is nothing at `%s` to compare it with.\n' \
      "$catalogue" "$base" | tee "$output/diff/summary.md" >>"$summary_file"
    echo "summary=$output/diff/summary.md" >>"$outputs_file"
  fi
fi
echo "diff-status=$diff_status" >>"$outputs_file"
[ "$diff_status" -eq 0 ] || first_failure "$diff_status"

# 3. The motion spec, for the workflow to upload as an artifact.
"$motionspec" render "$catalogue" --output "$output/spec" --quiet "${workspace[@]}" "${policy[@]}"
render_status=$?
if [ "$render_status" -eq 0 ]; then
  echo "spec=$output/spec" >>"$outputs_file"
else
  first_failure "$render_status"
fi

exit "$status"
