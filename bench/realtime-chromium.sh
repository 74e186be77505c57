#!/bin/sh
# The Chromium named by $CHROMIUM at real-time round-robin priority, for Lighthouse runs (bench/lighthouse.ts).
exec chrt --rr 10 "$CHROMIUM" "$@"
