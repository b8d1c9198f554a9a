/*
 * amo_product.c - Chen's 2-product encoding (Chen 2010, "A new SAT
 * encoding of the at-most-one constraint").
 *
 * The k squares of a line are laid out on a grid of p = ceil(sqrt(k))
 * rows by q = ceil(k/p) columns, square i at row i / q, column i % q,
 * with a variable for each grid row r and column c: a queen implies its
 * row and its column, and at most one row and at most one column may be
 * true, which is the same problem on about 2 sqrt(k) variables, solved
 * the same way until pairwise is cheaper. Two queens differ in their row
 * or their column, so one of those two smaller at-most-ones fails. This
 * gives about 2k clauses and 2 sqrt(k) auxiliary variables, the fewest
 * clauses of the encodings here.
 *
 * Chen's encoding has only the implications square -> row and square ->
 * column. One more clause per row and per column, r -> OR(its squares)
 * and c -> OR(its squares), about 2 sqrt(k) clauses, ties every auxiliary
 * to the board, so models are boards (exact); the small price is paid.
 * Lists of up to eight go pairwise: the grid does not save a clause
 * before nine.
 */
#include "encode/encoder.h"

#include <string.h>

#define PAIRWISE_UP_TO 8u

/* The smallest p with p * p >= k: between 2^(h-1) and 2^h for k of
 * 2h - 1 or 2h bits, found by bisection. */
static uint64_t ceil_sqrt(uint64_t k)
{
    if (k < 2) return k;
    const unsigned bits = amo_bit_length(k - 1);
    uint64_t high = (uint64_t)1 << ((bits + 1) / 2);
    uint64_t low = high / 2;
    while (low < high) { /* the answer lies in low .. high */
        const uint64_t middle = low + (high - low) / 2;
        if (middle * middle >= k) high = middle;
        else low = middle + 1;
    }
    return high;
}

typedef struct grid {
    uint64_t rows, columns;
} grid;

/* k > PAIRWISE_UP_TO, so both sides have at least three cells. */
static grid grid_for(uint64_t k)
{
    const uint64_t p = ceil_sqrt(k);
    const uint64_t q = (k + p - 1) / p;
    return (grid){(k + q - 1) / q, q}; /* rows actually used */
}

/* Each square occurs 4 times: negated in its two implications, plain in
 * its row's and its column's clause. Each grid line occurs once per
 * square of it and in its own clause (negated there), then as a literal
 * of the smaller at-most-one: 6k + rows + columns literals, 2k + rows +
 * columns of them negated, before the smaller ones. */
static void product_profile(uint64_t length, const amo_profiles *profiles,
                            amo_profile *profile)
{
    if (nqcnf_pairwise_short_profile(length, PAIRWISE_UP_TO, profiles,
                                     profile))
        return;
    const grid shape = grid_for(length);
    amo_profile rows, columns;
    nqcnf_profile_of(profiles, shape.rows, &rows);
    nqcnf_profile_of(profiles, shape.columns, &columns);
    const uint64_t lines = shape.rows + shape.columns;
    const amo_profile product = {
        .clauses = 2 * length + lines + rows.clauses + columns.clauses,
        .auxiliary = lines + rows.auxiliary + columns.auxiliary,
        .literals = 6 * length + lines + rows.literals + columns.literals,
        .negated = 2 * length + lines + rows.negated + columns.negated,
        .board = {{length, 4}}};
    *profile = product;
}

static void product_cost(uint64_t length, uint64_t *clauses,
                         uint64_t *auxiliary)
{
    nqcnf_cost_from_profile(&nqcnf_product_encoder, length, clauses,
                            auxiliary);
}

/* How often grid lines from the `from`-th on occur: the squares they
 * take, their own clause, and their place in the smaller at-most-one. */
static uint64_t grid_lines_from(const occurrence_run squares[2],
                                const amo_profile *smaller, uint64_t from)
{
    return nqcnf_runs_from(squares, 2, from) +
           nqcnf_runs_from(smaller->board, AMO_BOARD_RUNS, from);
}

/* The auxiliaries come as the grid's rows, its columns, then those of
 * the rows' at-most-one and of the columns'. */
static uint64_t product_auxiliary_from(uint64_t length, uint64_t from,
                                       const amo_profiles *profiles)
{
    if (length <= PAIRWISE_UP_TO) return 0;
    const grid shape = grid_for(length);
    const uint64_t rows = shape.rows, columns = shape.columns;
    amo_profile row_profile, column_profile;
    nqcnf_profile_of(profiles, rows, &row_profile);
    nqcnf_profile_of(profiles, columns, &column_profile);
    const uint64_t row_part = rows + columns;
    const uint64_t column_part = row_part + row_profile.auxiliary;
    if (from >= column_part)
        return product_auxiliary_from(columns, from - column_part, profiles);
    uint64_t total = amo_auxiliary_occurrences(&column_profile);
    if (from >= row_part)
        return total +
               product_auxiliary_from(rows, from - row_part, profiles);
    total += amo_auxiliary_occurrences(&row_profile);

    /* All rows but the last are full; the columns under the last row's
     * squares have one square more than the others. */
    const uint64_t last_row = length - (rows - 1) * columns;
    const occurrence_run row_squares[2] = {{rows - 1, columns + 1},
                                           {1, last_row + 1}};
    const occurrence_run column_squares[2] = {{last_row, rows + 1},
                                              {columns - last_row, rows}};
    if (from >= rows)
        return total +
               grid_lines_from(column_squares, &column_profile, from - rows);
    return total + grid_lines_from(row_squares, &row_profile, from) +
           grid_lines_from(column_squares, &column_profile, 0);
}

/* The grid's rows and columns: implied by their squares, and (for
 * exactness) implying one of them. `scratch` holds a clause of up to
 * max(rows, columns) + 1 literals. */
static nqcnf_status link_grid(encoding_state *state, const int32_t *literals,
                              size_t count, size_t columns,
                              const int32_t *row, const int32_t *column,
                              int32_t *scratch)
{
    nqcnf_status status = NQCNF_OK;
    for (size_t i = 0; status == NQCNF_OK && i < count; i++) {
        status = encoding_binary(state, -literals[i], row[i / columns]);
        if (status == NQCNF_OK)
            status = encoding_binary(state, -literals[i], column[i % columns]);
    }
    const size_t rows = (count + columns - 1) / columns;
    for (size_t r = 0; status == NQCNF_OK && r < rows; r++) {
        size_t length = 0;
        scratch[length++] = -row[r];
        for (size_t i = r * columns; i < count && i < (r + 1) * columns; i++)
            scratch[length++] = literals[i];
        status = encoding_clause(state, scratch, length);
    }
    for (size_t c = 0; status == NQCNF_OK && c < columns; c++) {
        size_t length = 0;
        scratch[length++] = -column[c];
        for (size_t i = c; i < count; i += columns)
            scratch[length++] = literals[i];
        status = encoding_clause(state, scratch, length);
    }
    return status;
}

/* At most one of `literals`, whatever they are (squares or grid lines). */
static nqcnf_status at_most_one(encoding_state *state,
                                const int32_t *literals, size_t count)
{
    if (count <= PAIRWISE_UP_TO)
        return nqcnf_pairwise_list(state, literals, count);
    const grid shape = grid_for(count);
    const size_t rows = (size_t)shape.rows, columns = (size_t)shape.columns;
    const size_t widest = rows > columns ? rows : columns;
    /* One block: the row variables, the column variables, a clause. */
    int32_t *row = nqcnf_allocate(sizeof *row * (rows + columns + widest + 1));
    if (row == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    int32_t *column = row + rows;
    for (size_t r = 0; r < rows; r++) row[r] = encoding_new_variable(state);
    for (size_t c = 0; c < columns; c++)
        column[c] = encoding_new_variable(state);

    nqcnf_status status = link_grid(state, literals, count, columns, row,
                                    column, column + columns);
    if (status == NQCNF_OK) status = at_most_one(state, row, rows);
    if (status == NQCNF_OK) status = at_most_one(state, column, columns);
    nqcnf_release(row);
    return status;
}

static nqcnf_status product_emit(encoding_state *state,
                                 const nqcnf_line *line,
                                 const int32_t *literals)
{
    return at_most_one(state, literals, line->length);
}

/* The grid over a list of `count` elements, as at_most_one() makes it:
 * its rows, its columns, then the grids over those. owner[p] is the
 * element square p belongs to; a grid row or column is true when a
 * queen stands on one of its elements' squares. `what` says what the
 * elements are: the line itself, or the grid lines below. */
static nqcnf_status describe_grid(auxiliary_describer *d, size_t count,
                                  const char *what);

/* Grid row (across) or column (!across) `index` of `columns` columns. */
static nqcnf_status describe_grid_line(auxiliary_describer *d, int across,
                                       size_t index, size_t columns,
                                       const char *what)
{
    size_t squares = 0;
    for (uint32_t p = 0; p < d->line->length; p++) {
        const size_t at = across ? d->owner[p] / columns
                                 : d->owner[p] % columns;
        if (at == index) d->positions[squares++] = p;
    }
    return nqcnf_describe_auxiliary(d, across ? 'p' : 'q', 0, squares,
                                    "grid %s %zu of %s, laid out %zu to a row",
                                    across ? "row" : "column", index + 1, what,
                                    columns);
}

/* The grid lines below, as the elements of the next grid: `across`
 * keeps the rows, else the columns. */
static nqcnf_status describe_smaller(auxiliary_describer *d, int across,
                                     size_t count, size_t columns,
                                     const uint32_t *saved)
{
    for (uint32_t p = 0; p < d->line->length; p++)
        d->owner[p] = across ? saved[p] / (uint32_t)columns
                             : saved[p] % (uint32_t)columns;
    return describe_grid(d, count,
                         across ? "the grid rows below" : "the grid columns below");
}

static nqcnf_status describe_grid(auxiliary_describer *d, size_t count,
                                  const char *what)
{
    if (count <= PAIRWISE_UP_TO) return NQCNF_OK;
    const grid shape = grid_for(count);
    const size_t rows = (size_t)shape.rows, columns = (size_t)shape.columns;
    nqcnf_status status = NQCNF_OK;
    for (size_t r = 0; status == NQCNF_OK && r < rows; r++)
        status = describe_grid_line(d, 1, r, columns, what);
    for (size_t c = 0; status == NQCNF_OK && c < columns; c++)
        status = describe_grid_line(d, 0, c, columns, what);
    if (status != NQCNF_OK || (rows <= PAIRWISE_UP_TO &&
                               columns <= PAIRWISE_UP_TO))
        return status;
    /* the recursion reuses owner: keep this level's for the columns */
    uint32_t *saved = nqcnf_allocate(sizeof *saved * d->line->length);
    if (saved == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memcpy(saved, d->owner, sizeof *saved * d->line->length);
    status = describe_smaller(d, 1, rows, columns, saved);
    if (status == NQCNF_OK)
        status = describe_smaller(d, 0, columns, columns, saved);
    nqcnf_release(saved);
    return status;
}

static nqcnf_status product_describe(auxiliary_describer *d,
                                     const nqcnf_line *line)
{
    for (uint32_t p = 0; p < line->length; p++) d->owner[p] = p;
    return describe_grid(d, line->length, nqcnf_describe_line(d, 3));
}

const amo_encoder nqcnf_product_encoder = {
    NQCNF_ENCODING_PRODUCT, "product", product_cost, product_profile,
    product_auxiliary_from, product_emit, .exact = 1,
    .describe = product_describe};
