import sys
# reference.py N REFS - a correct program: prints the reference for N.
n, refs = sys.argv[1], sys.argv[2]
with open("%s/ref_%s.cnf" % (refs, n)) as f:
    sys.stdout.write(f.read())
