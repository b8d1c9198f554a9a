/*
 * gbd_hash.c - the GBD hash: the Global Benchmark Database's name for a
 * CNF instance.
 *
 * gbd-tools (Iser et al., the `gbdhash` of gbdc and the `cnf_hash` of the
 * Python package) identify a DIMACS file by the MD5 of its clauses with
 * everything else taken away: comment lines and the `p` header line are
 * left out, and the literals, each clause's closing 0 included, are
 * joined by single spaces, whatever whitespace and line breaks the file
 * had ("1 -2 0 3 0" for "p cnf 3 2 / 1  -2 0 / 3 0"); a last clause
 * without its 0 gets one. So the hash says "same clauses in the same
 * order", not "same bytes": the --comments file and the plain one agree.
 *
 * The hasher is a write callback (nqcnf_write_fn), so it can stand behind
 * nqcnf_write like a file, in bounded memory for any N: the normalised
 * text is gathered in a buffer and handed to MD5 a buffer at a time. It
 * normalises any DIMACS text it is given, the way gbdc reads it: a token
 * that does not start like a number (c, p, or anything else) starts a
 * line that is skipped to its end.
 */
#include "core/internal.h"
#include "core/md5.h"

#include <errno.h>
#include <string.h>

enum { NORMALISED_BUFFER = 1 << 16 };

struct nqcnf_gbd_hasher {
    nqcnf_md5 md5;
    int skipping;      /* inside a comment or header line */
    int in_token;      /* inside a number */
    int emitted;       /* a token has been hashed: the next needs a space */
    int last_is_zero;  /* the last token hashed was "0", a clause's end */
    size_t token_length;
    unsigned char token_first;
    size_t used;
    unsigned char normalised[NORMALISED_BUFFER];
};

nqcnf_status nqcnf_gbd_hasher_new(nqcnf_gbd_hasher **hasher)
{
    if (hasher == NULL) return nqcnf_invalid("hasher is NULL");
    *hasher = nqcnf_allocate(sizeof **hasher);
    if (*hasher == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(*hasher, 0, sizeof **hasher);
    nqcnf_md5_init(&(*hasher)->md5);
    return NQCNF_OK;
}

void nqcnf_gbd_hasher_free(nqcnf_gbd_hasher *hasher)
{
    nqcnf_release(hasher);
}

static void flush(nqcnf_gbd_hasher *hasher)
{
    nqcnf_md5_update(&hasher->md5, hasher->normalised, hasher->used);
    hasher->used = 0;
}

static void end_token(nqcnf_gbd_hasher *hasher)
{
    hasher->in_token = 0;
    hasher->last_is_zero =
        hasher->token_length == 1 && hasher->token_first == '0';
}

/* One byte; the caller has made room for two more normalised bytes (a
 * byte of input gives at most a space and itself), so the hot loop
 * checks the buffer once per run rather than once per byte. */
static void take_byte(nqcnf_gbd_hasher *hasher, unsigned char byte)
{
    if (hasher->skipping) {
        hasher->skipping = byte != '\n' && byte != '\r';
    } else if (byte <= ' ') {
        if (hasher->in_token) end_token(hasher);
    } else if (hasher->in_token) {
        hasher->normalised[hasher->used++] = byte;
        hasher->token_length++;
    } else if ((byte >= '0' && byte <= '9') || byte == '-') {
        if (hasher->emitted) hasher->normalised[hasher->used++] = ' ';
        hasher->normalised[hasher->used++] = byte;
        hasher->emitted = 1;
        hasher->in_token = 1;
        hasher->token_length = 1;
        hasher->token_first = byte;
    } else {
        hasher->skipping = 1; /* c, p or another line that is no clause */
    }
}

int nqcnf_gbd_hasher_write(void *context, const void *data, size_t size)
{
    nqcnf_gbd_hasher *hasher = context;
    if (hasher == NULL || (data == NULL && size > 0)) {
        errno = EINVAL;
        return -1;
    }
    const unsigned char *bytes = data;
    while (size > 0) {
        size_t run = (NORMALISED_BUFFER - hasher->used) / 2;
        if (run == 0) {
            flush(hasher);
            continue;
        }
        if (run > size) run = size;
        for (size_t i = 0; i < run; i++) take_byte(hasher, bytes[i]);
        bytes += run;
        size -= run;
    }
    return 0;
}

nqcnf_status nqcnf_gbd_hasher_finish(nqcnf_gbd_hasher *hasher,
                                     char hash[NQCNF_GBD_HASH_SIZE])
{
    if (hasher == NULL) return nqcnf_invalid("hasher is NULL");
    if (hash == NULL) return nqcnf_invalid("hash is NULL");
    if (hasher->in_token) end_token(hasher);
    flush(hasher);
    if (hasher->emitted && !hasher->last_is_zero)
        nqcnf_md5_update(&hasher->md5, " 0", 2);
    nqcnf_md5_final(&hasher->md5, hash);
    /* Ready for another text, so a caller may reuse it. */
    memset(hasher, 0, sizeof *hasher);
    nqcnf_md5_init(&hasher->md5);
    return NQCNF_OK;
}

nqcnf_status nqcnf_gbd_hash(const nqcnf_options *options,
                            char hash[NQCNF_GBD_HASH_SIZE])
{
    if (options == NULL) return nqcnf_invalid("options is NULL");
    if (hash == NULL) return nqcnf_invalid("hash is NULL");
    nqcnf_gbd_hasher *hasher = NULL;
    nqcnf_status status = nqcnf_gbd_hasher_new(&hasher);
    if (status != NQCNF_OK) return status;
    status = nqcnf_write(options, NQCNF_FORMAT_DIMACS, 0,
                         nqcnf_gbd_hasher_write, hasher);
    if (status == NQCNF_OK) status = nqcnf_gbd_hasher_finish(hasher, hash);
    nqcnf_gbd_hasher_free(hasher);
    return status;
}
