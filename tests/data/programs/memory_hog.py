import sys
# memory_hog.py N REFS MB - takes MB megabytes, touching every page,
# then prints the reference for N.
n, refs, mb = sys.argv[1], sys.argv[2], int(sys.argv[3])
block = bytearray(mb << 20)
for at in range(0, len(block), 4096):
    block[at] = 1
with open("%s/ref_%s.cnf" % (refs, n)) as f:
    sys.stdout.write(f.read())
