#!/usr/bin/env bash
# Installs Debian's chromium and the CJK, Arabic and emoji fonts when they are missing (root only).
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || need+=(fonts-noto-cjk)
fc-list 2>/dev/null | grep -qi 'Noto Color Emoji' || need+=(fonts-noto-color-emoji)
[ -n "$(fc-list :lang=ar 2>/dev/null)" ] || need+=(fonts-noto-core)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing ${need[*]}: install them with apt-get (needs root), or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing ${need[*]} from Debian…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
