#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# slow-once.sh DIR: a bot that answers one request of the whole match
# late (the first process to make the folder DIR/late), and every other
# one at once with the first legal action: the host syncs with isready,
# drops the late answer and counts one late answer, nothing else.  Late
# by construction, not by a sleep: that answer is written only after the
# host's next line, which the host sends only once it has given up on the
# answer, so no machine is slow or fast enough to make it in time.
dir=$1 held= asked=
while IFS= read -r line; do
  if [ -n "$held" ]; then echo "action $held"; held=; fi
  case $line in
    "protocol "*) echo "protocol 1 slow-once" ;;
    isready) echo readyok ;;
    "go "*)
      set -- $line
      if [ -z "$asked" ] && mkdir "$dir/late" 2>/dev/null; then held=$3; else echo "action $3"; fi
      asked=yes ;;
    quit) exit 0 ;;
  esac
done
