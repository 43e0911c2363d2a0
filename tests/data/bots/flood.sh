#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A bot that floods: 20,000 info lines before each answer, and more
# between requests.  The host must not read past its deadlines.
while IFS= read -r line; do
  case $line in
    "protocol "*) echo "protocol 1 flood" ;;
    "go "*)
      set -- $line
      yes "info flooding the host with lines it has to skip" | head -n 20000
      echo "action $3"
      yes "info still talking" | head -n 2000 ;;
    quit) exit 0 ;;
  esac
done
