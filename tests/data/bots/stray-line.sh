#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A bot that says one stray line before its first answer, then answers
# every request with the first legal action: the host must not take each
# answer as the next request's (issue 25: 218 illegal answers in a game).
stray=yes
while IFS= read -r line; do
  case $line in
    "protocol "*) echo "protocol 1 stray-line" ;;
    isready) echo readyok ;;
    "go "*)
      if [ -n "$stray" ]; then echo "hello, host"; stray=; fi
      set -- $line; echo "action $3" ;;
    quit) exit 0 ;;
  esac
done
