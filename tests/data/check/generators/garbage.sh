#!/bin/sh
# garbage.sh N - a generator that prints something that is no CNF at all.
n=${1:?usage: garbage.sh N}
echo "Hello! Here are the queens for N=$n:"
echo "row 1: column 2"
echo "(more to come)"
