/*
 * clause_list.c - builds the 4-queens encoding in memory and prints it.
 *
 * A minimal program against the public header only: build the clause
 * list, walk it, free it. It prints the same DIMACS text as
 * `nqueens-cnf 4`, the hand-written file of the lessons.
 */
#include <nqcnf.h>

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    const unsigned n = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 4;
    nqcnf_options options;
    nqcnf_options_init(&options, n);

    nqcnf_clause_list list;
    const nqcnf_status status = nqcnf_clause_list_build(&options, &list);
    if (status != NQCNF_OK) {
        fprintf(stderr, "clause_list: %s\n", nqcnf_strerror(status));
        return 1;
    }
    printf("p cnf %u %zu\n", list.variable_count, list.clause_count);
    for (size_t i = 0; i < list.clause_count; i++) {
        size_t count;
        const int32_t *literals = nqcnf_clause_list_get(&list, i, &count);
        for (size_t j = 0; j < count; j++) printf("%d ", (int)literals[j]);
        printf("0\n");
    }
    nqcnf_clause_list_free(&list);
    return 0;
}
