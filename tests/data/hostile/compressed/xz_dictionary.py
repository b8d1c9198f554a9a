#!/usr/bin/env python3
"""xz_dictionary.py OUT [MIB] - a small xz file whose header declares a
dictionary of MIB mebibytes (default 1536): a decoder that believes the
header allocates that much before the first byte of text.

Compressing with such a dictionary would itself take gigabytes, so the
file is compressed with a 1 MiB dictionary and the LZMA2 filter's
property byte in the block header is rewritten (the header's CRC32 made
again): the data decodes the same under any larger dictionary, so the
file is valid xz that asks for far more memory than it needs. The text
is the 4-queens CNF of the lesson, so only the memory can be refused.
"""
import lzma
import struct
import sys
import zlib


def cnf4():
    clauses = []
    n = 4
    v = lambda r, c: r * n + c + 1
    for r in range(n):
        clauses.append([v(r, c) for c in range(n)])
    return "p cnf 16 %d\n" % len(clauses) + "".join(
        " ".join(map(str, c)) + " 0\n" for c in clauses)


def property_byte(mib):
    """The LZMA2 dictionary property whose size is at least mib MiB."""
    want = mib << 20
    for prop in range(41):
        size = (2 | (prop & 1)) << (prop // 2 + 11)
        if size >= want:
            return prop
    return 40


def main():
    out = sys.argv[1]
    mib = int(sys.argv[2]) if len(sys.argv) > 2 else 1536
    data = bytearray(lzma.compress(cnf4().encode(), format=lzma.FORMAT_XZ,
                                   check=lzma.CHECK_CRC64,
                                   filters=[{"id": lzma.FILTER_LZMA2,
                                             "dict_size": 1 << 20}]))
    start = 12  # after the stream header
    size = (data[start] + 1) * 4
    header = data[start:start + size]
    at = header.find(b"\x21\x01", 2)
    if at < 0:
        sys.exit("xz_dictionary.py: no LZMA2 filter in the block header")
    header[at + 2] = property_byte(mib)
    header[-4:] = struct.pack("<I", zlib.crc32(bytes(header[:-4])))
    data[start:start + size] = header
    with open(out, "wb") as f:
        f.write(data)


if __name__ == "__main__":
    main()
