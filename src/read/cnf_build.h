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
 *
 * Issues are counted rather than kept once the same one has been said
 * NQCNF_CNF_SAME_ISSUES_KEPT times, so a file of a million copies of one
 * line costs a few issues: the builder remembers the issues it kept by
 * what they say. Of each kind, only the first
 * NQCNF_CNF_ISSUES_KEPT_OF_A_KIND distinct issues are kept; the others are
 * counted in the cnf's `unlisted`, so that a text where every clause says
 * something different costs no issue a clause.
 */
#ifndef NQCNF_READ_CNF_BUILD_H
#define NQCNF_READ_CNF_BUILD_H

#include "nqcnf_experimental.h"

#include <stddef.h>
#include <stdint.h>

typedef struct cnf_builder {
    nqcnf_cnf *cnf;
    size_t literal_count, literal_capacity;
    size_t sorted_count, sorted_capacity;
    size_t clause_capacity; /* of lines */
    size_t flag_capacity;
    size_t offset_capacity, sorted_offset_capacity;
    size_t gap_capacity;
    size_t issue_capacity;
    /* the issues found while reading, by what they say (open
     * addressing): the last kept one and how many were kept */
    struct cnf_said *said;
    size_t said_capacity, said_count;
    /* the distinct clauses so far, by their normalized literals: chains
     * of clause numbers + 1 from `heads`, linked through `next` */
    uint32_t *heads, *next;
    size_t head_capacity, head_count, next_capacity;
    /* the issues of clauses with copies, by the run's first clause */
    struct cnf_run *runs;
    size_t run_capacity, run_count;
    /* the clauses' own issues, sorted into cnf->issues at the end */
    nqcnf_cnf_issue *made;
    size_t made_count, made_capacity;
    /* the distinct issues kept of each kind, up to the cap */
    size_t distinct[NQCNF_CNF_ISSUE_KIND_COUNT];
    /* past a cap: per stored clause, how many issues of each kind of
     * the clauses' issues its copies counted (two bits a kind); NULL
     * until a cap is reached */
    unsigned char *counted;
    size_t counted_capacity;
    int keep_open; /* a kept issue names the clause being read */
} cnf_builder;

/* Empties *cnf and gives it offsets[0] = 0, the layout of no clause. */
nqcnf_status nqcnf_cnf_builder_start(cnf_builder *builder, nqcnf_cnf *cnf);

/* Appends an issue whose fields the caller filled (line, clause, value,
 * expected, token, code_point, column; repeats and last_line are the
 * builder's), or counts it on the last kept one that says the same. */
nqcnf_status nqcnf_cnf_builder_add(cnf_builder *builder,
                                   const nqcnf_cnf_issue *issue);

/* The same from its fields (token cut to fit the issue's field). */
nqcnf_status nqcnf_cnf_builder_add_issue(cnf_builder *builder,
                                         nqcnf_cnf_issue_kind kind,
                                         size_t line, size_t clause,
                                         int64_t value, int64_t expected,
                                         const char *token,
                                         size_t token_length);

/* A flag of close_clause's, not the cnf's: the clause is damaged by a
 * word that is not a number, so that a like one after it may be counted
 * as its copy (no reading of the text by its numbers applies). */
#define NQCNF_CNF_BUILD_WORDS 0x80u

/* The issue's token: the first bytes of `token` that fit, cut before a
 * character rather than inside its UTF-8 sequence, and its whole
 * length. */
void nqcnf_cnf_issue_set_token(nqcnf_cnf_issue *issue, const char *token,
                               size_t length);

/* One literal of the clause being written (max_variable is the
 * reader's business: a damaged word is not a literal). */
nqcnf_status nqcnf_cnf_builder_push_literal(cnf_builder *builder,
                                            int32_t literal);

/* Closes the clause whose literals were pushed since the last one: it is
 * stored, or only counted when it is a copy of an earlier clause that
 * needs no issue of its own. */
nqcnf_status nqcnf_cnf_builder_close_clause(cnf_builder *builder, size_t line,
                                            unsigned char flags);

/* The clause being read is stored whatever it is (an issue still to be
 * added will name it). */
void nqcnf_cnf_builder_keep_clause(cnf_builder *builder);

/* After the last clause: the arrays cut to their size, the clauses'
 * issues (repeated literals, tautologies, duplicates) with the reader's,
 * sorted by line. */
nqcnf_status nqcnf_cnf_builder_finish(cnf_builder *builder);

/* What the builder keeps beside the cnf; finish does it, a reader that
 * stops before finishing calls it. */
void nqcnf_cnf_builder_release(cnf_builder *builder);

#endif
