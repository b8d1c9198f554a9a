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

const char *nqcnf_encoding_name(nqcnf_encoding encoding)
{
    const amo_encoder *encoder = nqcnf_amo_encoder(encoding);
    return encoder ? encoder->name : NULL;
}

nqcnf_status nqcnf_encoding_from_name(const char *name,
                                      nqcnf_encoding *encoding)
{
    if (name == NULL || encoding == NULL) return NQCNF_ERR_INVALID_ARGUMENT;
    for (unsigned i = 0; i < NQCNF_ENCODING_COUNT; i++)
        if (strcmp(encoders[i]->name, name) == 0) {
            *encoding = encoders[i]->encoding;
            return NQCNF_OK;
        }
    return NQCNF_ERR_INVALID_ARGUMENT;
}
