#!/usr/bin/env bash
# The pull-request comment of motionspec's GitHub Action (action.yml): where the summary's charts
# are published, and one comment that every push updates.
#
#   github-comment.sh plan      before the diff: chooses where the charts will be, and writes the
#                               outputs url (the diff's --image-base-url), branch and prefix
#   github-comment.sh publish   after the diff: pushes the charts to that branch, then posts the
#                               summary as a comment, or updates the one it posted before
#
# Why a branch: a comment's images must be addresses a browser can load. Workflow artifacts are
# zip files behind a login, so they cannot be shown inline; files pushed to a branch of the same
# repository are served at github.com/OWNER/REPO/raw/BRANCH/PATH to everyone who can read the
# repository (private ones included), and stay after the workflow's artifacts expire. Each pull
# request's commit gets its own folder (pr-NUMBER/SHA/), so an older comment's images stay right.
#
# Reads: IMAGE_BASE_URL (set: the caller publishes; nothing is pushed), IMAGE_BRANCH, COMMENT
# (true/false), PULL_REQUEST, HEAD_SHA, SUMMARY (the summary.md), IMAGE_PREFIX, GH_TOKEN, and
# GitHub's GITHUB_REPOSITORY, GITHUB_SERVER_URL, GITHUB_OUTPUT. `gh` (on GitHub's runners) talks to
# the API. A refused push or comment (a pull request from a fork has a read-only token) is a
# warning, not a failure: the job summary still has the diff.
set -uo pipefail

marker='<!-- motionspec: motion token diff -->'
outputs_file=${GITHUB_OUTPUT:-/dev/null}
# Workflow-command data, as the runner reads it: %, CR and LF escaped, and the legacy `##[` form
# broken by a zero-width space.
command_data() {
  local s=${1//%/%25}
  s=${s//$'\r'/%0D}
  s=${s//$'\n'/%0A}
  printf '%s' "${s//'##['/##$'\xe2\x80\x8b'[}"
}
warn() { echo "::warning title=motionspec::$(command_data "$1")"; }

plan() {
  local url="" branch="" prefix=""
  if [ -z "${IMAGE_BASE_URL:-}" ] && [ "${COMMENT:-true}" = true ] && [ -n "${PULL_REQUEST:-}" ] && [ -n "${IMAGE_BRANCH:-}" ]; then
    branch=$IMAGE_BRANCH
    prefix="pr-$PULL_REQUEST/${HEAD_SHA:-${GITHUB_SHA:-unknown}}"
    url="${GITHUB_SERVER_URL:-https://github.com}/$GITHUB_REPOSITORY/raw/$branch/$prefix"
  fi
  {
    echo "url=$url"
    echo "branch=$branch"
    echo "prefix=$prefix"
  } >>"$outputs_file"
}

# push_charts DIR: commits DIR's charts/ under $IMAGE_PREFIX on $IMAGE_BRANCH and pushes it,
# building on the branch as it is (other pull requests' folders stay).
push_charts() {
  local diff_dir=$1 worktree status
  worktree=$(mktemp -d)
  commit_charts "$diff_dir" "$worktree"
  status=$?
  git worktree remove --force "$worktree" >/dev/null 2>&1
  rm -rf "$worktree"
  return "$status"
}

# commit_charts DIR WORKTREE: the work of push_charts, in a worktree it removes afterwards.
commit_charts() {
  local diff_dir=$1 worktree=$2
  git check-ref-format --branch "$IMAGE_BRANCH" >/dev/null 2>&1 || { warn "image-branch '$IMAGE_BRANCH' is not a branch name"; return 1; }
  if git fetch --quiet --no-tags --depth=1 origin -- "+refs/heads/$IMAGE_BRANCH:refs/remotes/origin/$IMAGE_BRANCH" 2>/dev/null; then
    git worktree add --quiet --detach "$worktree" "refs/remotes/origin/$IMAGE_BRANCH" || return 1
  else
    git worktree add --quiet --detach "$worktree" HEAD || return 1
    git -C "$worktree" checkout --quiet --orphan motionspec-images-new || return 1
    git -C "$worktree" rm -r --quiet --cached -- . >/dev/null 2>&1
    git -C "$worktree" clean -fdxq
    printf '# Charts of motionspec pull-request comments\n\nWritten by the motionspec GitHub Action; one folder per pull request and commit.\n' >"$worktree/README.md"
    git -C "$worktree" add -- README.md
  fi
  mkdir -p "$worktree/$IMAGE_PREFIX"
  cp -R "$diff_dir/." "$worktree/$IMAGE_PREFIX/"
  rm -f "$worktree/$IMAGE_PREFIX/summary.md"
  git -C "$worktree" add -- "$IMAGE_PREFIX"
  git -C "$worktree" -c user.name="motionspec" -c user.email="motionspec@users.noreply.github.com" \
    commit --quiet -m "Charts for pull request #$PULL_REQUEST" || return 1
  git -C "$worktree" push --quiet origin -- "HEAD:refs/heads/$IMAGE_BRANCH"
}

publish() {
  [ "${COMMENT:-true}" = true ] || return 0
  [ -f "${SUMMARY:-}" ] || { warn "no diff summary to comment with"; return 0; }
  if [ -n "${IMAGE_BRANCH:-}" ]; then
    push_charts "$(dirname "$SUMMARY")" ||
      warn "could not push the charts to the branch '$IMAGE_BRANCH' (give the job 'contents: write'); the comment's images will not show"
  fi
  local body existing me
  body="$marker"$'\n'"$(cat "$SUMMARY")"
  # Only a comment this identity wrote is ours to update: the token's user, or, for the workflow's
  # own GITHUB_TOKEN (which cannot ask who it is), GitHub Actions' bot. A comment by anyone else
  # that starts with the marker is left alone and a new one is posted.
  me=$(gh api user --jq .login 2>/dev/null) || me=""
  [ -n "$me" ] || me="github-actions[bot]"
  case "$me" in *[!A-Za-z0-9_.\[\]-]*) warn "an unexpected login '$me'; posting a new comment"; me="" ;; esac
  existing=""
  if [ -n "$me" ]; then
    existing=$(gh api --paginate "repos/$GITHUB_REPOSITORY/issues/$PULL_REQUEST/comments" \
      --jq ".[] | select(.user.login == \"$me\" and (.body | startswith(\"$marker\"))) | .id" 2>/dev/null |
      head -n 1)
  fi
  if [ -n "$existing" ]; then
    gh api --method PATCH "repos/$GITHUB_REPOSITORY/issues/comments/$existing" -f body="$body" >/dev/null ||
      warn "could not update the pull request's comment (give the job 'pull-requests: write')"
  else
    gh api --method POST "repos/$GITHUB_REPOSITORY/issues/$PULL_REQUEST/comments" -f body="$body" >/dev/null ||
      warn "could not comment on the pull request (give the job 'pull-requests: write')"
  fi
  return 0
}

case "${1:-}" in
  plan) plan ;;
  publish) publish ;;
  *) echo "usage: $0 plan|publish" >&2; exit 64 ;;
esac
