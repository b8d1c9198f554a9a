/*
 * md5.c - MD5 as RFC 1321 defines it, written from the RFC's description.
 *
 * The GBD hash of a large instance runs gigabytes through MD5, so the
 * rounds are written as four straight sequences of steps (a macro per
 * step, the round's function fixed) rather than one loop that picks the
 * function, the message word and the rotation per step; the words are
 * assembled from bytes, little-endian, so the result does not depend on
 * the machine's byte order or alignment.
 */
#include "core/md5.h"

#include <string.h>

/* floor(|sin(i + 1)| * 2^32), the RFC's table T. */
static const uint32_t sine_table[64] = {
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a,
    0xa8304613, 0xfd469501, 0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be,
    0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821, 0xf61e2562, 0xc040b340,
    0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8,
    0x676f02d9, 0x8d2a4c8a, 0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c,
    0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70, 0x289b7ec6, 0xeaa127fa,
    0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92,
    0xffeff47d, 0x85845dd1, 0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1,
    0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391};

#define ROUND_F(x, y, z) (((x) & (y)) | (~(x) & (z)))
#define ROUND_G(x, y, z) (((x) & (z)) | ((y) & ~(z)))
#define ROUND_H(x, y, z) ((x) ^ (y) ^ (z))
#define ROUND_I(x, y, z) ((y) ^ ((x) | ~(z)))
#define ROTATE(v, s) (((v) << (s)) | ((v) >> (32 - (s))))
/* a = b + ((a + f(b, c, d) + word[k] + T[i]) <<< s) */
#define STEP(f, a, b, c, d, k, s, i)                                     \
    do {                                                                 \
        a += f(b, c, d) + word[k] + sine_table[i];                       \
        a = ROTATE(a, s) + b;                                            \
    } while (0)
/* Four steps of one round, the registers rotating, as the RFC lists
 * them: message words k0 + j * dk (mod 16) for steps i .. i + 3. */
#define FOUR(f, k0, dk, s1, s2, s3, s4, i)                               \
    do {                                                                 \
        STEP(f, a, b, c, d, (k0) & 15, s1, i);                           \
        STEP(f, d, a, b, c, ((k0) + (dk)) & 15, s2, (i) + 1);            \
        STEP(f, c, d, a, b, ((k0) + 2 * (dk)) & 15, s3, (i) + 2);        \
        STEP(f, b, c, d, a, ((k0) + 3 * (dk)) & 15, s4, (i) + 3);        \
    } while (0)

static void consume_block(uint32_t state[4], const unsigned char *data)
{
    uint32_t word[16];
    for (int k = 0; k < 16; k++)
        word[k] = (uint32_t)data[4 * k] | (uint32_t)data[4 * k + 1] << 8 |
                  (uint32_t)data[4 * k + 2] << 16 |
                  (uint32_t)data[4 * k + 3] << 24;
    uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
    for (int i = 0; i < 16; i += 4) FOUR(ROUND_F, i, 1, 7, 12, 17, 22, i);
    for (int i = 16; i < 32; i += 4)
        FOUR(ROUND_G, 5 * i + 1, 5, 5, 9, 14, 20, i);
    for (int i = 32; i < 48; i += 4)
        FOUR(ROUND_H, 3 * i + 5, 3, 4, 11, 16, 23, i);
    for (int i = 48; i < 64; i += 4)
        FOUR(ROUND_I, 7 * i, 7, 6, 10, 15, 21, i);
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
}

void nqcnf_md5_init(nqcnf_md5 *md5)
{
    md5->state[0] = 0x67452301;
    md5->state[1] = 0xefcdab89;
    md5->state[2] = 0x98badcfe;
    md5->state[3] = 0x10325476;
    md5->length = 0;
}

void nqcnf_md5_update(nqcnf_md5 *md5, const void *data, size_t size)
{
    const unsigned char *bytes = data;
    size_t held = (size_t)(md5->length % 64);
    md5->length += size;
    if (held > 0) {
        const size_t take = size < 64 - held ? size : 64 - held;
        memcpy(md5->block + held, bytes, take);
        bytes += take;
        size -= take;
        if (held + take < 64) return;
        consume_block(md5->state, md5->block);
    }
    for (; size >= 64; bytes += 64, size -= 64)
        consume_block(md5->state, bytes);
    if (size > 0) memcpy(md5->block, bytes, size);
}

void nqcnf_md5_final(nqcnf_md5 *md5, char hex[33])
{
    /* The padding: a 1 bit, zeros up to 56 bytes mod 64, then the
     * message's length in bits, little-endian. */
    static const unsigned char padding[64] = {0x80};
    const uint64_t bits = md5->length * 8;
    const size_t held = (size_t)(md5->length % 64);
    nqcnf_md5_update(md5, padding, held < 56 ? 56 - held : 120 - held);
    unsigned char length[8];
    for (int i = 0; i < 8; i++) length[i] = (unsigned char)(bits >> (8 * i));
    nqcnf_md5_update(md5, length, sizeof length);
    static const char digits[] = "0123456789abcdef";
    for (int i = 0; i < 16; i++) {
        const unsigned byte = (md5->state[i / 4] >> (8 * (i % 4))) & 0xff;
        hex[2 * i] = digits[byte >> 4];
        hex[2 * i + 1] = digits[byte & 15];
    }
    hex[32] = '\0';
}
