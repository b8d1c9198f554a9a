/*
 * smt2_parser.h - what the two halves of the SMT-LIB parser share:
 * smt2_commands.c reads the commands, smt2_terms.c the terms inside
 * them. One state (the tree, the program being built, the let scopes)
 * goes through both, and an error anywhere stops both.
 */
#ifndef NQCNF_READ_SMT2_PARSER_H
#define NQCNF_READ_SMT2_PARSER_H

#include "read/smt2.h"

typedef struct binding {
    const char *at;
    uint32_t length;
    uint32_t formula;
} binding;

typedef struct parser {
    const sx_tree *tree;
    smt2_program *program;
    nqcnf_smt2 *smt2;
    nqcnf_status status;     /* out of memory stops everything */
    uint32_t *stack;         /* arguments being gathered, nested */
    size_t stack_count, stack_capacity;
    binding *lets;           /* the let bindings in scope, innermost last */
    size_t let_count, let_capacity;
    const sx_node *term;     /* whose formulas are being made, for errors */
    size_t formula_limit;    /* the formulas a file of this size may give */
    size_t let_floor;        /* a define-fun's body sees lets from here */
    const sx_node *call;     /* the outermost call being expanded, or NULL:
                                its line is the line of what it makes */
    size_t expanded;         /* terms read inside define-fun bodies */
    size_t expansion_limit;  /* ... that a file of this size may give */
    uint32_t nesting;        /* terms being read, one inside the other */
} parser;

#define NODE(p, index) (&(p)->tree->nodes[index])

/* Whether parsing must stop: an error in the file, or no memory. */
static inline int stopped(const parser *p)
{
    return p->status != NQCNF_OK || SMT2_FAILED(p->smt2);
}

/* Sets the error "`NODE` message" (a list is quoted as `(head ...)`,
 * the message starts with " is ..." or ": ...") and returns SX_NONE. */
uint32_t nqcnf_smt2_fail_at(parser *p, const sx_node *node,
                            const char *message);

/* The formula of a term, SX_NONE when parsing stopped. */
uint32_t nqcnf_smt2_term(parser *p, uint32_t index);

uint32_t nqcnf_smt2_add_formula(parser *p, formula_op op, size_t line,
                                const uint32_t *args, uint32_t count);

/* Gives formula f the name (define-fun, :named); SX_NONE on an error. */
uint32_t nqcnf_smt2_define_name(parser *p, const sx_node *name, uint32_t f);

/* ((_ at-most k) ...), ((_ pbeq k c1 ...) ...) and the like over Bool,
 * `head` being the indexed list (smt2_cardinality.c). */
uint32_t nqcnf_smt2_cardinality(parser *p, const sx_node *list,
                                const sx_node *head);

/* Whether `head` is (_ NAME ...) for one of z3's cardinality constraints. */
int nqcnf_smt2_is_cardinality(const parser *p, const sx_node *head);

/* The error for a list that is no term of the fragment. */
uint32_t nqcnf_smt2_refuse_list(parser *p, const sx_node *list,
                                const sx_node *head);

#endif
