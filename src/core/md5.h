/*
 * md5.h - MD5 (RFC 1321), streaming, for the GBD hash (write/gbd_hash.c).
 *
 * The Global Benchmark Database names an instance by the MD5 of its
 * normalised clauses, so MD5 it has to be, whatever its weakness as a
 * cryptographic hash: here it is an identifier, not a seal. The state is
 * a plain struct on the caller's stack; nothing is allocated.
 */
#ifndef NQCNF_CORE_MD5_H
#define NQCNF_CORE_MD5_H

#include <stddef.h>
#include <stdint.h>

typedef struct nqcnf_md5 {
    uint32_t state[4];
    uint64_t length;          /* bytes consumed so far */
    unsigned char block[64];  /* the part of a block not yet consumed */
} nqcnf_md5;

void nqcnf_md5_init(nqcnf_md5 *md5);
void nqcnf_md5_update(nqcnf_md5 *md5, const void *data, size_t size);
/* The digest of everything given, as 32 lowercase hexadecimal digits and
 * a NUL; the state is spent afterwards. */
void nqcnf_md5_final(nqcnf_md5 *md5, char hex[33]);

#endif
