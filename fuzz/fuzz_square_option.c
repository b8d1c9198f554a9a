/*
 * fuzz_square_option.c - libFuzzer target for the --queen/--block R,C
 * parser, called directly through generator_arguments_apply().
 *
 * Input: the first byte picks N (1..12 mostly, sometimes NQCNF_MAX_N and
 * its neighbours, so the "off the board" edge is reached at both ends)
 * and the options' flags; the rest, NUL-terminated, is the text of
 * queens[0] and, for odd first bytes, also of blocks[0].
 */
#define _POSIX_C_SOURCE 200809L
#include "fuzz_cli_common.h"
#include "fuzz_target.h"

#include "generator_options.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_quiet_init();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > 256) return 0;
    const uint8_t first = data[0];
    const uint32_t n = first >= 240 ? NQCNF_MAX_N - (uint32_t)(first - 240) % 3u
                                    : 1u + first % 12u;
    char *text = malloc(size); /* size - 1 bytes and a NUL */
    if (text == NULL) return 0;
    memcpy(text, data + 1, size - 1);
    text[size - 1] = '\0';

    generator_arguments args;
    fuzz_quiet_begin();
    if (generator_arguments_init(&args, 4) != 0) {
        fuzz_quiet_end();
        free(text);
        return 0;
    }
    args.queens[args.queen_count++] = text;
    if (first & 1) args.blocks[args.block_count++] = text;
    args.allow_unsat = (first & 2) != 0;
    nqcnf_options options;
    nqcnf_options_init(&options, n);
    const int status = generator_arguments_apply(&args, &options);
    fuzz_quiet_end();

    if (status == 0) {
        /* Accepted: the square must be on the board, 0-based. */
        if (options.queen_count != 1) abort();
        if (options.queens[0].row >= n || options.queens[0].column >= n)
            abort();
        if (nqcnf_options_check(&options) != NQCNF_OK) abort();
    } else if (status != 2) {
        abort();
    }
    generator_arguments_free(&args);
    free(text);
    return 0;
}
