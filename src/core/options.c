/*
 * options.c - what to generate: defaults, validation, pre-placed queens.
 *
 * The defaults are the lessons' encoding; everything else is opt-in, so a
 * zero-effort nqcnf_options_init() gives the textbook output byte for byte.
 * Validation lives here once; the units behind the public entry points
 * trust options that passed it.
 *
 * A caller compiled against an older header passes a smaller struct, so
 * no public function reads the caller's options field by field: each
 * imports them first (nqcnf_options_import), reading only the fields the
 * caller's struct_size covers, into a full-size copy whose other fields
 * keep their defaults; everything behind the entry sees only such copies.
 */
#include "core/internal.h"

#include <inttypes.h>
#include <stddef.h>
#include <string.h>

/* A field added to nqcnf_options moves OPTIONS_KNOWN_END and gets a
 * COVERS line in import_fields(). */
#define OPTIONS_KNOWN_END NQCNF_FIELD_END(nqcnf_options, stop_context)
#define COVERS(size, field) NQCNF_COVERS(nqcnf_options, size, field)

void nqcnf_options_init(nqcnf_options *options, uint32_t n)
{
    if (options == NULL) return;
    /* Padding too: a newer library checks the bytes past its own fields. */
    memset(options, 0, sizeof *options);
    options->struct_size = sizeof *options;
    options->n = n;
    options->encoding = NQCNF_ENCODING_PAIRWISE;
    options->column_at_least_one = 1;
    options->symmetry_breaking = 0;
    options->queens = NULL;
    options->queen_count = 0;
    options->blocked = NULL;
    options->blocked_count = 0;
    options->backend = NQCNF_BACKEND_PICOSAT;
}

nqcnf_status nqcnf_check_n(uint32_t n)
{
    if (n < 1)
        return nqcnf_invalid("n is 0: N must be 1 .. %u", NQCNF_MAX_N);
    if (n > NQCNF_MAX_N) return NQCNF_ERR_TOO_LARGE;
    return NQCNF_OK;
}

/* The first of options->`name`[0 .. count-1] off the board refused by
 * its index and coordinates: the caller can find it in its own array. */
static nqcnf_status squares_on_board(uint32_t n, const char *name,
                                     const nqcnf_square_ref *squares,
                                     size_t count, const char *count_name)
{
    if (count > 0 && squares == NULL)
        return nqcnf_invalid("options->%s is NULL with options->%s %zu",
                             name, count_name, count);
    for (size_t i = 0; i < count; i++)
        if (squares[i].row >= n || squares[i].column >= n)
            return nqcnf_invalid("options->%s[%zu] is (%" PRIu32 ",%" PRIu32
                                 "), off the %" PRIu32 " x %" PRIu32
                                 " board",
                                 name, i, squares[i].row, squares[i].column,
                                 n, n);
    return NQCNF_OK;
}

/* The size rules of "Structs that grow" (nqcnf.h); no field is judged. */
static nqcnf_status import_fields(const nqcnf_options *given,
                                  nqcnf_options *local)
{
    if (given == NULL) return nqcnf_invalid("options is NULL");
    const size_t size = given->struct_size;
    const nqcnf_status status = nqcnf_struct_size_check(
        "options", "nqcnf_options_init", given, size, NQCNF_OPTIONS_SIZE_1,
        OPTIONS_KNOWN_END, sizeof *local);
    if (status != NQCNF_OK) return status;
    nqcnf_options_init(local, 0);
    memcpy(local, given, NQCNF_OPTIONS_SIZE_1);
    local->struct_size = sizeof *local;
    if (COVERS(size, backend)) local->backend = given->backend;
    if (COVERS(size, shuffle_seed)) local->shuffle_seed = given->shuffle_seed;
    if (COVERS(size, shuffle_parts))
        local->shuffle_parts = given->shuffle_parts;
    if (COVERS(size, stop)) local->stop = given->stop;
    if (COVERS(size, stop_context)) local->stop_context = given->stop_context;
    return NQCNF_OK;
}

static nqcnf_status check_fields(const nqcnf_options *options)
{
    if (options->n < 1)
        return nqcnf_invalid("options->n is 0: N must be 1 .. %u",
                             NQCNF_MAX_N);
    nqcnf_status status = nqcnf_check_n(options->n);
    if (status != NQCNF_OK) return status;
    if ((unsigned)options->encoding >= NQCNF_ENCODING_COUNT)
        return nqcnf_invalid("options->encoding is %u: not an "
                             "nqcnf_encoding",
                             (unsigned)options->encoding);
    if ((unsigned)options->backend >= NQCNF_BACKEND_COUNT)
        return nqcnf_invalid("options->backend is %u: not an nqcnf_backend",
                             (unsigned)options->backend);
    const unsigned unknown = options->shuffle_parts & ~NQCNF_SHUFFLE_ALL;
    if (unknown != 0)
        return nqcnf_invalid("options->shuffle_parts is %#x: bits %#x are "
                             "no NQCNF_SHUFFLE_* part",
                             options->shuffle_parts, unknown);
    status = squares_on_board(options->n, "queens", options->queens,
                              options->queen_count, "queen_count");
    if (status != NQCNF_OK) return status;
    return squares_on_board(options->n, "blocked", options->blocked,
                            options->blocked_count, "blocked_count");
}

nqcnf_status nqcnf_options_import(const nqcnf_options *given,
                                  nqcnf_options *local)
{
    const nqcnf_status status = import_fields(given, local);
    return status != NQCNF_OK ? status : check_fields(local);
}

nqcnf_status nqcnf_options_check(const nqcnf_options *options)
{
    nqcnf_options local;
    return nqcnf_options_import(options, &local);
}

static int queens_attack(nqcnf_square_ref a, nqcnf_square_ref b)
{
    const int64_t dr = (int64_t)a.row - b.row;
    const int64_t dc = (int64_t)a.column - b.column;
    if (dr == 0 && dc == 0) return 0; /* the same queen named twice */
    return dr == 0 || dc == 0 || dr == dc || dr == -dc;
}

int nqcnf_queens_conflict(const nqcnf_options *given, size_t *first,
                          size_t *second)
{
    nqcnf_options local;
    if (import_fields(given, &local) != NQCNF_OK) return 0;
    const nqcnf_options *options = &local;
    if (options->queens == NULL) return 0;
    for (size_t i = 0; i < options->queen_count; i++) {
        const nqcnf_square_ref q = options->queens[i];
        for (size_t j = 0; j < i; j++) {
            if (!queens_attack(options->queens[j], q)) continue;
            if (first) *first = j;
            if (second) *second = i;
            return 1;
        }
        for (size_t b = 0; options->blocked && b < options->blocked_count;
             b++) {
            if (options->blocked[b].row != q.row ||
                options->blocked[b].column != q.column)
                continue;
            if (first) *first = i;
            if (second) *second = i;
            return 1;
        }
    }
    return 0;
}
