/*
 * decode.c - turns a SAT solver's printed answer back into a board.
 *
 * Solvers print their model as literals ("v -1 -2 -3 4 ..."); the decoder
 * reads that text in the formats solvers use (here cryptominisat's
 * competition output, saved from `cryptominisat5 --verb 0` on the file
 * `nqueens-cnf 8` writes), and calls back once per answer. The board and
 * the message an answer points to live in the decoder and change with
 * the next answer: use them inside the callback. Each board is drawn and
 * checked. With the argument "-" the answer is read from stdin instead:
 *
 *   nqueens-cnf 8 | cryptominisat5 --verb 0 | example-decode -
 */
#include <nqcnf_experimental.h>

#include <stdio.h>
#include <string.h>

static const char saved_answer[] =
    "s SATISFIABLE\n"
    "v -1 -2 -3 4 -5 -6 -7 -8 -9 10 -11 -12 -13 -14 -15 -16 -17 -18 -19 "
    "-20 -21 -22 23 \n"
    "v -24 -25 -26 27 -28 -29 -30 -31 -32 -33 -34 -35 -36 -37 38 -39 -40 "
    "-41 -42 -43 \n"
    "v -44 -45 -46 -47 48 -49 -50 -51 -52 53 -54 -55 -56 57 -58 -59 -60 "
    "-61 -62 -63 \n"
    "v -64 0\n";

static int write_stream(void *context, const void *data, size_t size)
{
    return fwrite(data, 1, size, context) == size ? 0 : -1;
}

static int show_answer(void *context, const nqcnf_answer *answer)
{
    int *failures = context;
    switch (answer->kind) {
    case NQCNF_ANSWER_MODEL: {
        const size_t problems = nqcnf_board_verify(answer->board, NULL, 0);
        if (nqcnf_board_write_text(answer->board, NQCNF_DRAW_PLAIN,
                                   write_stream, stdout) != NQCNF_OK)
            return 1; /* stop: stdout is gone */
        printf("%s\n", problems == 0 ? "a solution" : "not a solution");
        *failures += problems != 0;
        break;
    }
    case NQCNF_ANSWER_UNSATISFIABLE: printf("no solution\n"); break;
    case NQCNF_ANSWER_UNKNOWN: printf("the solver gave up\n"); break;
    case NQCNF_ANSWER_ERROR:
        fprintf(stderr, "line %zu: %s\n", answer->line, answer->message);
        ++*failures;
        break;
    }
    return 0;
}

int main(int argc, char **argv)
{
    int failures = 0;
    const nqcnf_status status =
        argc > 1 && strcmp(argv[1], "-") == 0
            ? nqcnf_decode_file(8, stdin, show_answer, &failures)
            : nqcnf_decode_buffer(8, saved_answer, sizeof saved_answer - 1,
                                  show_answer, &failures);
    if (status != NQCNF_OK) {
        fprintf(stderr, "decode: %s\n", nqcnf_strerror(status));
        return 1;
    }
    return failures == 0 ? 0 : 1;
}
