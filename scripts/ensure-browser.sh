#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium and the CJK, Arabic and emoji fonts. As root it installs
# what is missing from Debian with apt-get; otherwise it says what to install, and exits non-zero.
# CHROMIUM_PATH may name a Chromium or Chrome of your own instead of Debian's `chromium`.
set -euo pipefail

# fc-list's whole output is read first: `fc-list | grep -q` under pipefail fails whenever grep stops
# reading early and fc-list dies of SIGPIPE, which made installed fonts look missing.
fonts=$(fc-list 2>/dev/null || true)
arabic_fonts=$(fc-list :lang=ar 2>/dev/null || true)

need=()
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ ! -x "$CHROMIUM_PATH" ]; then
    echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file: point it at a Chromium or Chrome binary, or unset it to use Debian's chromium." >&2
    exit 1
  fi
else
  command -v chromium >/dev/null 2>&1 || need+=(chromium)
fi
grep -qi 'Noto Sans CJK' <<<"$fonts" || need+=(fonts-noto-cjk)
grep -qi 'Noto Color Emoji' <<<"$fonts" || need+=(fonts-noto-color-emoji)
[ -n "$arabic_fonts" ] || need+=(fonts-noto-core)

if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "The browser tests need: ${need[*]}." >&2
  echo "Install them as root: apt-get update && apt-get install -y --no-install-recommends ${need[*]}" >&2
  echo "(Without root: install the fonts in ~/.local/share/fonts and set CHROMIUM_PATH to a Chromium or Chrome you have.)" >&2
  exit 1
fi
echo "Installing ${need[*]} from Debian…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
