#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# SPDX-FileCopyrightText: 2026 The urikit authors
# Installs what urikit's build, tests and benchmarks need on Debian 12, and only what is
# missing. Safe to run again.
set -euo pipefail
packages=(cmake ninja-build g++ clang-14 pkg-config python3 libicu-dev libboost-test1.81-dev
          libboost-url1.81-dev liburiparser-dev libcurl4-openssl-dev libbenchmark-dev libcli11-dev
          libfuzzer-14-dev libclang-rt-14-dev binutils doxygen zsh
          libpsl-dev publicsuffix  # crawl: urikit::psl
          g++-aarch64-linux-gnu qemu-user  # the portable kernel's tests as aarch64
          pybind11-dev python3-dev python3-pytest python3-setuptools python3-dask python3-distributed
          python3-pandas  # the Python package and its Dask layer
          python3-w3lib python3-rfc3986 python3-tldextract)  # peers the benchmarks and tests compare with
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "setup: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
