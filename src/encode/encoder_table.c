/*
 * encoder_table.c - the table of at-most-one encodings and their names.
 *
 * One table, so the command line, the library and the documentation can
 * never disagree about which encodings exist or what they are called.
 */
#include "encode/encoder.h"

#include <string.h>

static const amo_encoder *const encoders[NQCNF_ENCODING_COUNT] = {
    &nqcnf_pairwise_encoder, &nqcnf_sequential_encoder,
    &nqcnf_ladder_encoder,   &nqcnf_bitwise_encoder,
    &nqcnf_commander_encoder, &nqcnf_product_encoder};

const amo_encoder *nqcnf_amo_encoder(nqcnf_encoding encoding)
{
    if ((unsigned)encoding >= NQCNF_ENCODING_COUNT) return NULL;
    return encoders[encoding];
}

/* NULL for a value past the table, as nqcnf_encoding_name() says. */
static const char *name_of(unsigned value)
{
    return value < NQCNF_ENCODING_COUNT ? encoders[value]->name : NULL;
}

const char *nqcnf_encoding_name(nqcnf_encoding encoding)
{
    return name_of((unsigned)encoding);
}

nqcnf_status nqcnf_encoding_from_name(const char *name,
                                      nqcnf_encoding *encoding)
{
    if (encoding == NULL) return nqcnf_invalid("encoding is NULL");
    if (name == NULL) return nqcnf_invalid("name is NULL");
    const int found = nqcnf_name_lookup(name, NQCNF_ENCODING_COUNT, name_of);
    if (found < 0) {
        char quoted[64];
        return nqcnf_invalid(
            "encoding name \"%s\" is not an encoding",
            nqcnf_quote(name, strlen(name), quoted, sizeof quoted));
    }
    *encoding = (nqcnf_encoding)found;
    return NQCNF_OK;
}
