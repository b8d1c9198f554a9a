/*
 * cnf_build.h - filling an nqcnf_cnf clause by clause, for every reader.
 *
 * The DIMACS reader and the SMT-LIB reader both hand their clauses to the
 * checker as an nqcnf_cnf, and the checker trusts the arrays' layout, the
 * normalized copy and the issues about duplicates, tautologies and
 * repeated literals to mean the same whatever the file's syntax was. So
 * how a clause is stored, normalized and compared with the others is
 * written once, here; each reader only decides which literals make a
 * clause and on which line it stands.
 */
#ifndef NQCNF_READ_CNF_BUILD_H
#define NQCNF_READ_CNF_BUILD_H

#include "nqcnf_experimental.h"

#include <stddef.h>
#include <stdint.h>

typedef struct cnf_builder {
    nqcnf_cnf *cnf;
    size_t literal_count, literal_capacity;
    size_t clause_capacity; /* of lines */
    size_t flag_capacity;
    size_t offset_capacity;
    size_t issue_capacity;
} cnf_builder;

/* Empties *cnf and gives it offsets[0] = 0, the layout of no clause. */
nqcnf_status nqcnf_cnf_builder_start(cnf_builder *builder, nqcnf_cnf *cnf);

/* Appends an issue (token cut to fit the issue's field). */
nqcnf_status nqcnf_cnf_builder_add_issue(cnf_builder *builder,
                                         nqcnf_cnf_issue_kind kind,
                                         size_t line, size_t clause,
                                         int64_t value, int64_t expected,
                                         const char *token,
                                         size_t token_length);

/* One literal of the clause being written (max_variable is the
 * reader's business: a damaged word is not a literal). */
nqcnf_status nqcnf_cnf_builder_push_literal(cnf_builder *builder,
                                            int32_t literal);

/* Closes the clause whose literals were pushed since the last one. */
nqcnf_status nqcnf_cnf_builder_close_clause(cnf_builder *builder, size_t line,
                                            unsigned char flags);

/* After the last clause: the normalized copy, repeated literals,
 * tautologies and duplicate clauses as issues, and the issues sorted by
 * line. */
nqcnf_status nqcnf_cnf_builder_finish(cnf_builder *builder);

#endif
