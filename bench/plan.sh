#!/usr/bin/env bash
# plan.sh - the memory planner on MiniMalloc's eleven "challenging" instances
# and on a generated 100,000-buffer trace.
#
#   bench/plan.sh            (after `make`; BUFOPT=path/to/bufopt to choose)
#
# For each instance (read from ../shared/bench-data/minimalloc relative to
# the project root; never copied here): the lower bound, then arena and
# seconds of every planner, and the default and exact planners once more
# with --capacity=1048576 (the decision MiniMalloc answers).  Minimising
# planners get PLAN_TIME_LIMIT seconds (default 10) and the capacity runs
# CAPACITY_TIME_LIMIT (default 60).  Seconds are the planner's CPU time as
# bufopt reports it.  Every plan is checked by bufopt itself before it is
# written (bo_plan_check); a failed run prints FAIL.  Instances run one at
# a time.  Then the heuristics plan a generated trace of 100,000 buffers
# (bench/gen_plan_trace.py); each must take under one second.
set -uo pipefail
cd "$(dirname "$0")/.."
BUFOPT=${BUFOPT:-build/bufopt}
# ../shared next to the project root (a git worktree one level deeper: ../../shared)
if [[ -z ${DATA:-} ]]; then
  DATA=../shared/bench-data/minimalloc
  [[ -d $DATA ]] || DATA=../../shared/bench-data/minimalloc
fi
[[ -d $DATA ]] || { echo "plan.sh: no instances in $DATA (set DATA=)"; exit 1; }
PLAN_TIME_LIMIT=${PLAN_TIME_LIMIT:-10}
CAPACITY_TIME_LIMIT=${CAPACITY_TIME_LIMIT:-60}
CAPACITY=1048576
PLANNERS="trivial greedy-by-size best-fit gc-cost-model gc-size-first exact default"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
[[ -x $BUFOPT ]] || { echo "plan.sh: $BUFOPT not built (run make)"; exit 1; }

# run FILE PLANNER [CAPACITY] -> "arena seconds" (or "FAIL -")
run() {
  local extra=() limit=$PLAN_TIME_LIMIT
  [[ -n ${3:-} ]] && extra=(--capacity="$3") && limit=$CAPACITY_TIME_LIMIT
  if "$BUFOPT" --plan-csv="$1" --planner="$2" "${extra[@]}" --plan-time-limit="$limit" \
      -o "$tmp/out.csv" 2>"$tmp/err"; then
    sed -n 's/^plan: .*arena=\([0-9]*\) lower_bound=\([0-9]*\).*seconds=\([0-9.]*\).*/\1 \3 \2/p' "$tmp/err"
  else
    echo "FAIL - -"
  fi
}

status=0
printf '%-4s %9s' inst lower_bnd
for p in $PLANNERS; do printf ' | %-16s' "$p"; done
printf ' | %-16s | %-16s\n' "default@2^20" "exact@2^20"
for f in "$DATA"/[A-K].*.csv; do
  name=$(basename "$f" | cut -d. -f1)
  line="" lb=""
  for p in $PLANNERS; do
    read -r arena secs lbv <<<"$(run "$f" "$p")"
    [[ $arena == FAIL ]] && status=1
    lb=${lb:-$lbv}
    line+=$(printf ' | %8s %7s' "$arena" "$secs")
  done
  for p in default exact; do
    read -r arena secs _ <<<"$(run "$f" "$p" "$CAPACITY")"
    [[ $arena == FAIL ]] && status=1
    line+=$(printf ' | %8s %7s' "$arena" "$secs")
  done
  printf '%-4s %9s%s\n' "$name" "$lb" "$line"
done
echo "(cells: arena bytes and seconds; exact/default minimise for ${PLAN_TIME_LIMIT} s;" \
  "@2^20 columns decide capacity 1048576 within ${CAPACITY_TIME_LIMIT} s)"

echo
echo "generated trace: 100,000 buffers (bench/gen_plan_trace.py)"
python3 bench/gen_plan_trace.py 100000 >"$tmp/t100k.csv"
for p in trivial greedy-by-size best-fit gc-cost-model gc-size-first; do
  read -r arena secs lb <<<"$(run "$tmp/t100k.csv" "$p")"
  verdict=ok
  if [[ $arena == FAIL ]] || awk -v s="$secs" 'BEGIN { exit !(s >= 1.0) }'; then
    verdict="TOO SLOW OR FAILED"
    status=1
  fi
  printf '  %-15s arena %12s (lower bound %s) %7s s  %s\n' "$p" "$arena" "$lb" "$secs" "$verdict"
done
exit $status
