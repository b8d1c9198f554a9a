/*
 * dimacs_stream.c - writes the N-Queens CNF to a FILE *, as it is made.
 *
 * The writer knows the header's counts before the first clause (they are
 * closed forms), so the text streams out in blocks and memory does not
 * grow with N: this is the way to produce instances too large to hold.
 * With no argument it prints the 8-queens file of the lessons, byte for
 * byte; the sizes, known up front, go to stderr.
 *
 *   example-dimacs-stream [N] > queens.cnf
 */
#include <nqcnf.h>

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    const unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 10) : 8;
    nqcnf_options options;
    nqcnf_options_init(&options, (uint32_t)n);

    /* O(N) for the default encoding: nothing is generated to learn them. */
    nqcnf_sizes counts;
    nqcnf_status status = nqcnf_sizes_compute(&options, &counts);
    if (status == NQCNF_OK) {
        fprintf(stderr, "N = %lu: %llu variables, %llu clauses, %llu bytes\n",
                n, (unsigned long long)counts.variables,
                (unsigned long long)counts.clauses,
                (unsigned long long)counts.bytes);
        /* The stream stays ours: the library neither flushes nor closes
         * it, and a failed write comes back as NQCNF_ERR_IO. */
        status = nqcnf_write_file(&options, NQCNF_FORMAT_DIMACS, 0, stdout);
    }
    if (status == NQCNF_OK && fflush(stdout) != 0) status = NQCNF_ERR_IO;
    if (status != NQCNF_OK) {
        fprintf(stderr, "dimacs_stream: %s\n", nqcnf_strerror(status));
        return 1;
    }
    return 0;
}
