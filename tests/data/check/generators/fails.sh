#!/bin/sh
# fails.sh N - a generator that refuses: a message on standard error and
# exit status 3, nothing on standard output.
echo "fails.sh: cannot encode N=${1:-?}: not implemented yet" >&2
exit 3
