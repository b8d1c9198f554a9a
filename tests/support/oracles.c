/*
 * oracles.c - see oracles.h.
 *
 * Nothing here calls the library except to install the failing allocator
 * and to run the generator into the recording: the search keeps its own
 * taken columns and diagonals, the solution check compares every pair of
 * queens with oracle_attack, and the symmetries are spelled out square by
 * square. Memory is the test's own (malloc), so fault injection never
 * counts it, and any failure is a test failure on the spot.
 */
#include "oracles.h"

#include "test_support.h"

#include <stdlib.h>
#include <string.h>

const uint64_t oracle_a000170[ORACLE_OEIS_LAST_N + 1] = {
    0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712};
const uint64_t oracle_a002562[ORACLE_OEIS_LAST_N + 1] = {
    0, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233};

int oracle_attack(uint32_t r1, uint32_t c1, uint32_t r2, uint32_t c2)
{
    if (r1 == r2 && c1 == c2) return 0;
    const int64_t dr = (int64_t)r1 - (int64_t)r2;
    const int64_t dc = (int64_t)c1 - (int64_t)c2;
    return dr == 0 || dc == 0 || dr == dc || dr == -dc;
}

uint64_t oracle_attacking_pairs(uint32_t n)
{
    const uint64_t squares = (uint64_t)n * n;
    uint64_t pairs = 0;
    for (uint64_t a = 0; a < squares; a++)
        for (uint64_t b = a + 1; b < squares; b++)
            pairs += (uint64_t)oracle_attack((uint32_t)(a / n),
                                             (uint32_t)(a % n),
                                             (uint32_t)(b / n),
                                             (uint32_t)(b % n));
    return pairs;
}

void oracle_square_image(uint32_t n, unsigned k, uint32_t row,
                         uint32_t column, uint32_t *image_row,
                         uint32_t *image_column)
{
    assert_true(k < 8 && row < n && column < n);
    uint32_t r = row, c = column;
    if (k & 4u) {
        r = column;
        c = row;
    }
    if (k & 1u) r = n - 1 - r;
    if (k & 2u) c = n - 1 - c;
    *image_row = r;
    *image_column = c;
}

static void *checked_malloc(size_t size)
{
    void *block = malloc(size ? size : 1);
    assert_non_null(block);
    return block;
}

/* Whether symmetry k maps the squares onto themselves: every image is
 * one of them, looked up by a plain scan. */
static int oracle_keeps(uint32_t n, unsigned k, const nqcnf_square_ref *set,
                        size_t count)
{
    for (size_t i = 0; i < count; i++) {
        uint32_t r, c;
        oracle_square_image(n, k, set[i].row, set[i].column, &r, &c);
        int found = 0;
        for (size_t j = 0; j < count && !found; j++)
            found = set[j].row == r && set[j].column == c;
        if (!found) return 0;
    }
    return 1;
}

unsigned oracle_group(uint32_t n, const nqcnf_square_ref *queens,
                      size_t queen_count, const nqcnf_square_ref *blocked,
                      size_t blocked_count)
{
    unsigned group = 0;
    for (unsigned k = 0; k < 8; k++)
        if (oracle_keeps(n, k, queens, queen_count) &&
            oracle_keeps(n, k, blocked, blocked_count))
            group |= 1u << k;
    return group;
}

unsigned oracle_group_order(unsigned group)
{
    unsigned order = 0;
    for (unsigned k = 0; k < 8; k++) order += (group >> k) & 1u;
    return order;
}

int oracle_is_leader(uint32_t n, const uint32_t *columns)
{
    return oracle_is_leader_in(n, columns, 0xFFu);
}

int oracle_is_leader_in(uint32_t n, const uint32_t *columns, unsigned group)
{
    uint32_t *image = checked_malloc(sizeof *image * n);
    int leader = 1;
    for (unsigned k = 1; k < 8 && leader; k++) {
        if (!((group >> k) & 1u)) continue;
        for (uint32_t r = 0; r < n; r++) {
            uint32_t ir, ic;
            oracle_square_image(n, k, r, columns[r], &ir, &ic);
            image[ir] = ic;
        }
        for (uint32_t r = 0; r < n; r++)
            if (image[r] != columns[r]) {
                leader = image[r] > columns[r];
                break;
            }
    }
    free(image);
    return leader;
}

/* ------------------------------------------------------------------------
 * The search
 * ------------------------------------------------------------------------ */

#define NO_QUEEN UINT32_MAX

typedef struct search {
    uint32_t n;
    uint32_t *columns;
    uint32_t *fixed; /* each row's pre-placed column, or NO_QUEEN */
    unsigned char *blocked;
    unsigned char *column_taken, *down_taken, *up_taken;
    int unique, stopped;
    unsigned group; /* the symmetries of the given squares (unique) */
    oracle_board_fn visit;
    void *context;
    uint64_t found;
} search;

static void board_found(search *s)
{
    if (s->unique && !oracle_is_leader_in(s->n, s->columns, s->group))
        return;
    s->found++;
    if (s->visit != NULL && s->visit(s->context, s->n, s->columns) != 0)
        s->stopped = 1;
}

static void place_row(search *s, uint32_t row)
{
    const uint32_t n = s->n;
    if (row == n) {
        board_found(s);
        return;
    }
    for (uint32_t c = 0; c < n && !s->stopped; c++) {
        if (s->fixed[row] != NO_QUEEN && s->fixed[row] != c) continue;
        const uint32_t down = row + (n - 1 - c), up = row + c;
        if (s->blocked[(size_t)row * n + c] || s->column_taken[c] ||
            s->down_taken[down] || s->up_taken[up])
            continue;
        s->column_taken[c] = s->down_taken[down] = s->up_taken[up] = 1;
        s->columns[row] = c;
        place_row(s, row + 1);
        s->column_taken[c] = s->down_taken[down] = s->up_taken[up] = 0;
    }
}

/* Fills in the pre-placed and blocked squares; 0 when two queens claim
 * one row (no board can keep both). */
static int set_up(search *s, const nqcnf_square_ref *queens,
                  size_t queen_count, const nqcnf_square_ref *blocked,
                  size_t blocked_count)
{
    const uint32_t n = s->n;
    for (uint32_t r = 0; r < n; r++) s->fixed[r] = NO_QUEEN;
    for (size_t i = 0; i < blocked_count; i++) {
        assert_true(blocked[i].row < n && blocked[i].column < n);
        s->blocked[(size_t)blocked[i].row * n + blocked[i].column] = 1;
    }
    int possible = 1;
    for (size_t i = 0; i < queen_count; i++) {
        const nqcnf_square_ref q = queens[i];
        assert_true(q.row < n && q.column < n);
        if (s->fixed[q.row] != NO_QUEEN && s->fixed[q.row] != q.column)
            possible = 0;
        s->fixed[q.row] = q.column;
    }
    return possible;
}

uint64_t oracle_enumerate(uint32_t n, const nqcnf_square_ref *queens,
                          size_t queen_count,
                          const nqcnf_square_ref *blocked,
                          size_t blocked_count, int unique,
                          oracle_board_fn visit, void *context)
{
    assert_true(n >= 1);
    search s;
    memset(&s, 0, sizeof s);
    s.n = n;
    s.unique = unique;
    s.group = oracle_group(n, queens, queen_count, blocked, blocked_count);
    s.visit = visit;
    s.context = context;
    s.columns = checked_malloc(sizeof *s.columns * n);
    s.fixed = checked_malloc(sizeof *s.fixed * n);
    s.blocked = calloc((size_t)n * n, 1);
    s.column_taken = calloc(n, 1);
    s.down_taken = calloc(2 * (size_t)n, 1);
    s.up_taken = calloc(2 * (size_t)n, 1);
    assert_true(s.blocked && s.column_taken && s.down_taken && s.up_taken);
    if (set_up(&s, queens, queen_count, blocked, blocked_count))
        place_row(&s, 0);
    free(s.columns);
    free(s.fixed);
    free(s.blocked);
    free(s.column_taken);
    free(s.down_taken);
    free(s.up_taken);
    return s.found;
}

uint64_t oracle_count(uint32_t n, const nqcnf_square_ref *queens,
                      size_t queen_count, const nqcnf_square_ref *blocked,
                      size_t blocked_count, int unique)
{
    return oracle_enumerate(n, queens, queen_count, blocked, blocked_count,
                            unique, NULL, NULL);
}

int oracle_is_solution(uint32_t n, const unsigned char *squares)
{
    const size_t size = (size_t)n * n;
    size_t *queens = checked_malloc(sizeof *queens * size);
    size_t count = 0;
    int solution = 1;
    for (size_t i = 0; i < size; i++) {
        if (squares[i] == NQCNF_SQUARE_QUEEN) queens[count++] = i;
        else if (squares[i] != NQCNF_SQUARE_EMPTY) solution = 0;
    }
    if (count != n) solution = 0;
    for (size_t a = 0; a < count && solution; a++)
        for (size_t b = a + 1; b < count && solution; b++)
            if (oracle_attack((uint32_t)(queens[a] / n),
                              (uint32_t)(queens[a] % n),
                              (uint32_t)(queens[b] / n),
                              (uint32_t)(queens[b] % n)))
                solution = 0;
    free(queens);
    return solution;
}

/* ------------------------------------------------------------------------
 * The recording sink
 * ------------------------------------------------------------------------ */

/* `block` with room for `needed` items; parallel arrays that start
 * equal and grow by this same rule keep one capacity between them. */
static void *grow(void *block, size_t *capacity, size_t needed, size_t item)
{
    if (needed <= *capacity) return block;
    size_t bigger = *capacity ? *capacity : 64;
    while (bigger < needed) bigger *= 2;
    block = realloc(block, bigger * item);
    assert_non_null(block);
    *capacity = bigger;
    return block;
}

static void note_variable(recording *rec, int32_t literal)
{
    assert_int_not_equal(literal, 0);
    const int32_t variable = literal < 0 ? -literal : literal;
    if (variable > rec->largest_variable) rec->largest_variable = variable;
}

static void append_clause(recording *rec, const int32_t *literals,
                          size_t count)
{
    rec->literals = grow(rec->literals, &rec->literal_capacity,
                         rec->literal_count + count + 1,
                         sizeof *rec->literals);
    rec->offsets = grow(rec->offsets, &rec->offset_capacity,
                        rec->clause_count + 2, sizeof *rec->offsets);
    for (size_t i = 0; i < count; i++) {
        note_variable(rec, literals[i]);
        rec->literals[rec->literal_count++] = literals[i];
    }
    rec->literals[rec->literal_count++] = 0;
    rec->offsets[++rec->clause_count] = rec->literal_count;
}

nqcnf_status recording_add_clause(void *context, const int32_t *literals,
                                  size_t count)
{
    recording *rec = context;
    if (rec->clause_count == rec->stop_at) return rec->stop_with;
    append_clause(rec, literals, count);
    return NQCNF_OK;
}

nqcnf_status recording_add_binary_run(void *context, int32_t first,
                                      int32_t second, int32_t step,
                                      uint32_t count)
{
    recording *rec = context;
    rec->run_count++;
    for (uint32_t i = 0; i < count; i++) {
        const int32_t pair[2] = {first, second + (int32_t)i * step};
        const nqcnf_status status = recording_add_clause(rec, pair, 2);
        if (status != NQCNF_OK) return status;
    }
    return NQCNF_OK;
}

nqcnf_status recording_add_cardinality(void *context,
                                       const int32_t *literals, size_t count,
                                       int exactly)
{
    recording *rec = context;
    const size_t at = rec->cardinality_count;
    rec->cardinality_literals =
        grow(rec->cardinality_literals, &rec->cardinality_literal_capacity,
             rec->cardinality_literal_count + count + 1,
             sizeof *rec->cardinality_literals);
    size_t capacity = rec->cardinality_capacity;
    rec->cardinality_offsets = grow(rec->cardinality_offsets, &capacity,
                                    at + 2, sizeof *rec->cardinality_offsets);
    rec->cardinality_exactly = grow(rec->cardinality_exactly,
                                    &rec->cardinality_capacity, at + 2, 1);
    for (size_t i = 0; i < count; i++) {
        note_variable(rec, literals[i]);
        rec->cardinality_literals[rec->cardinality_literal_count++] =
            literals[i];
    }
    rec->cardinality_literals[rec->cardinality_literal_count++] = 0;
    rec->cardinality_exactly[at] = (unsigned char)(exactly != 0);
    rec->cardinality_offsets[++rec->cardinality_count] =
        rec->cardinality_literal_count;
    return NQCNF_OK;
}

nqcnf_status recording_note(void *context, const char *text)
{
    recording *rec = context;
    size_t capacity = rec->note_capacity;
    rec->notes = grow(rec->notes, &capacity, rec->note_count + 1,
                      sizeof *rec->notes);
    rec->note_clause = grow(rec->note_clause, &rec->note_capacity,
                            rec->note_count + 1, sizeof *rec->note_clause);
    const size_t length = strlen(text);
    char *copy = checked_malloc(length + 1);
    memcpy(copy, text, length + 1);
    rec->notes[rec->note_count] = copy;
    rec->note_clause[rec->note_count++] = rec->clause_count;
    return NQCNF_OK;
}

void recording_sink_init(recording *rec, nqcnf_sink *sink)
{
    memset(rec, 0, sizeof *rec);
    rec->offsets = checked_malloc(sizeof *rec->offsets);
    rec->offsets[0] = 0;
    rec->offset_capacity = 1;
    rec->cardinality_offsets = checked_malloc(sizeof *rec->offsets);
    rec->cardinality_offsets[0] = 0;
    rec->stop_at = SIZE_MAX;
    rec->stop_with = NQCNF_ERR_STOPPED;
    nqcnf_sink_init(sink); /* struct_size, and later fields' defaults */
    sink->context = rec;
    sink->add_clause = recording_add_clause;
    sink->add_binary_run = recording_add_binary_run;
    sink->note = recording_note;
}

void recording_free(recording *rec)
{
    for (size_t i = 0; i < rec->note_count; i++) free(rec->notes[i]);
    free(rec->notes);
    free(rec->note_clause);
    free(rec->literals);
    free(rec->offsets);
    free(rec->cardinality_literals);
    free(rec->cardinality_offsets);
    free(rec->cardinality_exactly);
    memset(rec, 0, sizeof *rec);
}

void oracle_textbook(uint32_t n, recording *rec)
{
    nqcnf_sink sink;
    recording_sink_init(rec, &sink);
    int32_t *line = checked_malloc(sizeof *line * n);
    for (int by_column = 0; by_column <= 1; by_column++)
        for (uint32_t i = 0; i < n; i++) {
            for (uint32_t j = 0; j < n; j++)
                line[j] = (int32_t)(by_column ? j * n + i : i * n + j) + 1;
            append_clause(rec, line, n);
        }
    free(line);
    const uint32_t squares = n * n;
    for (uint32_t a = 0; a < squares; a++)
        for (uint32_t b = a + 1; b < squares; b++)
            if (oracle_attack(a / n, a % n, b / n, b % n)) {
                const int32_t pair[2] = {-(int32_t)a - 1, -(int32_t)b - 1};
                append_clause(rec, pair, 2);
            }
}

const int32_t *recording_clause(const recording *rec, size_t index,
                                size_t *count)
{
    assert_true(index < rec->clause_count);
    *count = rec->offsets[index + 1] - rec->offsets[index] - 1;
    return rec->literals + rec->offsets[index];
}

nqcnf_status record_generation(const nqcnf_options *options,
                               int cardinalities, size_t stop_at,
                               nqcnf_status stop_with, recording *rec)
{
    nqcnf_sink sink;
    recording_sink_init(rec, &sink);
    if (cardinalities) sink.add_cardinality = recording_add_cardinality;
    rec->stop_at = stop_at;
    rec->stop_with = stop_with;
    return nqcnf_generate(options, &sink);
}

void record_generated(const nqcnf_options *options, recording *rec)
{
    assert_int_equal(
        record_generation(options, 0, SIZE_MAX, NQCNF_ERR_STOPPED, rec),
        NQCNF_OK);
}

void assert_generation_ends(const nqcnf_options *options, int cardinalities,
                            size_t stop_at, nqcnf_status status)
{
    recording rec;
    assert_int_equal(
        record_generation(options, cardinalities, stop_at, status, &rec),
        status);
    if (stop_at == SIZE_MAX) {
        assert_int_equal(rec.clause_count, 0);
        assert_int_equal(rec.cardinality_count, 0);
    } else {
        assert_int_equal(rec.clause_count, stop_at);
    }
    recording_free(&rec);
}

void assert_written_as_recorded(const nqcnf_options *options,
                                const recording *rec)
{
    text_buffer text = written_text(write_dimacs, options);
    parsed_dimacs cnf = parse_dimacs(&text);
    assert_int_equal(cnf.clauses, (long long)rec->clause_count);
    assert_int_equal(cnf.clause_count, rec->clause_count);
    assert_int_equal(cnf.variables, (long long)rec->largest_variable);
    assert_int_equal(cnf.literal_count, rec->literal_count);
    assert_memory_equal(cnf.literals, rec->literals,
                        rec->literal_count * sizeof *rec->literals);
    parsed_dimacs_free(&cnf);
    text_buffer_free(&text);
}

/* ------------------------------------------------------------------------
 * Out of memory
 * ------------------------------------------------------------------------ */

long oom_loop(const char *what, nqcnf_status (*call)(void *context),
              void *context)
{
    for (long granted = 0;; granted++) {
        if (granted > 10000000)
            fail_msg("%s: still failing after %ld allocations", what,
                     granted);
        fault_injection_start(granted);
        const nqcnf_status status = call(context);
        const long refused = fault_injection_refusals();
        const long leaked = fault_injection_stop();
        if (leaked != 0)
            fail_msg("%s: %ld blocks leaked when allocation %ld failed",
                     what, leaked, granted + 1);
        if (refused == 0) {
            if (status != NQCNF_OK)
                fail_msg("%s: returned '%s' without any refusal", what,
                         nqcnf_strerror(status));
            if (granted == 0)
                fail_msg("%s: allocates nothing, so tests nothing", what);
            return granted;
        }
        if (status == NQCNF_OK)
            fail_msg("%s: succeeded although allocation %ld failed", what,
                     granted + 1);
        if (status != NQCNF_ERR_OUT_OF_MEMORY)
            fail_msg("%s: allocation %ld failed and it returned '%s'", what,
                     granted + 1, nqcnf_strerror(status));
    }
}
