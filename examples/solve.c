/*
 * solve.c - solves N-Queens with the library's own SAT solver.
 *
 * No file and no external solver: the clauses go from the generator
 * straight into PicoSAT, and each solution comes back as a board through
 * a callback. That board is the library's, reused for the next solution,
 * so what is kept is copied. The solver's order is its own business; to
 * print something that does not depend on it, this keeps the first
 * solution in reading order (the leftmost queen in the first row, then in
 * the second, ...), draws it, and prints how many solutions there are,
 * counted again by the threaded counter (92 for N = 8, OEIS A000170).
 *
 *   example-solve [N]
 */
#include <nqcnf.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct first_solution {
    nqcnf_board board; /* our copy, once `have` */
    int have;
    nqcnf_status status;
} first_solution;

/* Whether a comes before b in reading order: its first queen that is not
 * on b's squares comes first. */
static int comes_first(const nqcnf_board *a, const nqcnf_board *b)
{
    const size_t squares = (size_t)a->n * a->n;
    for (size_t i = 0; i < squares; i++)
        if (a->squares[i] != b->squares[i])
            return a->squares[i] == NQCNF_SQUARE_QUEEN;
    return 0;
}

static int keep_first(void *context, const nqcnf_board *solution)
{
    first_solution *first = context;
    if (!first->have) {
        first->status = nqcnf_board_init(&first->board, solution->n,
                                         NQCNF_SQUARE_EMPTY);
        if (first->status != NQCNF_OK) return 1; /* stop */
    } else if (!comes_first(solution, &first->board)) {
        return 0;
    }
    memcpy(first->board.squares, solution->squares,
           (size_t)solution->n * solution->n);
    first->have = 1;
    return 0;
}

static int write_stream(void *context, const void *data, size_t size)
{
    return fwrite(data, 1, size, context) == size ? 0 : -1;
}

int main(int argc, char **argv)
{
    const unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 10) : 8;
    nqcnf_options options;
    nqcnf_options_init(&options, (uint32_t)n);

    first_solution first = {{0, NULL}, 0, NQCNF_OK};
    uint64_t found = 0, count = 0;
    nqcnf_status status = nqcnf_solve(&options, 0, keep_first, &first, &found);
    if (status == NQCNF_ERR_STOPPED) status = first.status; /* it stopped */
    if (status == NQCNF_OK)
        status = nqcnf_count(&options, NULL, &count); /* NULL: defaults */
    if (status == NQCNF_OK && first.have)
        status = nqcnf_board_write_text(&first.board, NQCNF_DRAW_PLAIN,
                                        write_stream, stdout);
    nqcnf_board_free(&first.board);
    if (status != NQCNF_OK) {
        fprintf(stderr, "solve: %s\n", nqcnf_strerror(status));
        return 1;
    }
    printf("%llu solutions\n", (unsigned long long)count);
    return found == count ? 0 : 1;
}
