/*
 * smt2.h - what the units of the SMT-LIB reader share.
 *
 * Reading SMT-LIB is four steps, one file each, each handing the next a
 * plain array: smt2_lexer.c cuts the bytes into tokens and builds the
 * tree of parentheses (so that every later error has a line and column
 * and no later step sees an unbalanced file); smt2_parser.c walks the
 * commands, keeps the declared names (smt2_symbols.c) and turns each term
 * into a small formula graph of and/or/not over the constants, writing
 * =>, xor, =, distinct and ite in those terms as they are defined;
 * smt2_translate.c makes clauses of the graph; smt2_names.c finds how
 * the names map to squares. smt2_reader.c runs them and numbers the
 * variables. Every step stops at the first problem with a message in the
 * caller's nqcnf_smt2 (nqcnf_smt2_fail): the file is for a person to fix, and
 * after one mistake in a formula what follows means little.
 */
#ifndef NQCNF_READ_SMT2_H
#define NQCNF_READ_SMT2_H

#include "nqcnf_experimental.h"

#include <stddef.h>
#include <stdint.h>

#define SX_NONE UINT32_MAX

/* ---- smt2_lexer.c: the tree of parentheses ---------------------------- */

typedef enum sx_kind {
    SX_LIST,
    SX_SYMBOL,  /* simple or |quoted| (text without the bars) */
    SX_KEYWORD, /* :named */
    SX_STRING,  /* "text" (text without the quotes) */
    SX_NUMERAL, /* 12 */
    SX_OTHER    /* decimals, #x.., #b..: constants of other sorts */
} sx_kind;

typedef struct sx_node {
    const char *at;   /* the text, into the caller's bytes */
    uint32_t length;
    uint32_t first;   /* a list's first element, SX_NONE if empty */
    uint32_t last;
    uint32_t next;    /* the next element of the list holding it */
    uint32_t parent;
    uint32_t count;   /* a list's elements */
    size_t line;
    uint32_t column;  /* in characters, from 1 */
    unsigned char kind;
    unsigned char quoted; /* a |quoted| symbol */
} sx_node;

/* Node 0 is the whole file, a list of its commands. */
typedef struct sx_tree {
    sx_node *nodes;
    size_t count, capacity;
} sx_tree;

/* NQCNF_OK with the tree, or with smt2->error set. */
nqcnf_status nqcnf_smt2_lex(const char *data, size_t size, sx_tree *tree,
                            nqcnf_smt2 *smt2);
void nqcnf_sx_tree_free(sx_tree *tree);

/* Whether a node is the symbol `text`. */
int nqcnf_sx_is(const sx_node *node, const char *text);

/* ---- smt2_symbols.c: names --------------------------------------------- */

typedef enum smt2_symbol_kind {
    SYMBOL_CONSTANT, /* declare-const / declare-fun: Bool */
    SYMBOL_DEFINED,  /* define-fun NAME () Bool TERM, (! TERM :named NAME) */
    SYMBOL_FUNCTION  /* define-fun NAME ((x Bool) ...) Bool TERM */
} smt2_symbol_kind;

typedef struct smt2_symbol {
    const char *at;
    uint32_t length;
    smt2_symbol_kind kind;
    uint32_t formula; /* its formula node; a FUNCTION's define-fun node */
    size_t line;      /* of its name where it is declared */
    uint32_t column;
} smt2_symbol;

typedef struct smt2_symbols {
    smt2_symbol *items;  /* in declaration order */
    size_t count, capacity;
    uint32_t *slots;     /* open addressing: index + 1, 0 = free */
    size_t slot_count;
} smt2_symbols;

/* The symbol's index, or SX_NONE. */
uint32_t nqcnf_smt2_symbols_find(const smt2_symbols *symbols, const char *at,
                                 size_t length);
/* Adds a symbol not yet there. */
nqcnf_status nqcnf_smt2_symbols_add(smt2_symbols *symbols, smt2_symbol symbol);
void nqcnf_smt2_symbols_free(smt2_symbols *symbols);

/* ---- smt2_parser.c: the formula graph ----------------------------------- */

typedef enum formula_op {
    FORMULA_CONSTANT, /* symbol: the declared constant */
    FORMULA_TRUE,
    FORMULA_FALSE,
    FORMULA_NOT,
    FORMULA_AND,
    FORMULA_OR
} formula_op;

typedef struct formula {
    unsigned char op;
    uint32_t first, count; /* arguments: args[first .. first + count) */
    uint32_t symbol;       /* CONSTANT: its symbol; else the name a
                              define-fun or :named gave it, or SX_NONE */
    size_t line;           /* where it is written */
    int32_t variable;      /* set once the translation names it */
    uint32_t depth;        /* 1 + its deepest argument's */
} formula;

/* How deep a formula may nest, counting what its names stand for
 * (define-fun, let, :named) and the operators written out in and/or/not:
 * the translation walks the graph recursively, so its depth, not the
 * parentheses', is what the stack must hold. Above the parentheses'
 * limit (1000), so that a term within it, its =>, xor and ite written
 * out, is never refused for this. */
#define SMT2_MAX_TERM_DEPTH 4000

typedef struct smt2_assertion {
    uint32_t formula;
    size_t line;
    uint32_t column;
} smt2_assertion;

typedef struct smt2_program {
    formula *formulas;
    size_t formula_count, formula_capacity;
    uint32_t *args;
    size_t arg_count, arg_capacity;
    smt2_assertion *assertions;
    size_t assertion_count, assertion_capacity;
    smt2_symbols symbols;
} smt2_program;

nqcnf_status nqcnf_smt2_parse(const sx_tree *tree, smt2_program *program,
                              nqcnf_smt2 *smt2);
void nqcnf_smt2_program_free(smt2_program *program);

/* ---- smt2_translate.c: clauses ------------------------------------------ */

/* Clauses back to back; clause i is literals[ends[i-1] .. ends[i]). */
typedef struct smt2_clause_set {
    int32_t *literals;
    size_t literal_count, literal_capacity;
    size_t *ends;
    size_t count, capacity;
} smt2_clause_set;

/* The translation, over internal variables: constant k (a symbol index)
 * is k + 1, the variables the translation adds follow the symbols. */
typedef struct smt2_clauses {
    smt2_clause_set set;
    size_t *lines;   /* of each clause's assert */
    size_t line_capacity;
    uint32_t *named; /* the formula of each added variable, in order */
    size_t named_count, named_capacity;
} smt2_clauses;

/* `budget`: the literals the translation may write before it gives up
 * (a small file can stand for an exponential formula). */
nqcnf_status nqcnf_smt2_translate(smt2_program *program, uint64_t budget,
                                  smt2_clauses *clauses, nqcnf_smt2 *smt2);
void nqcnf_smt2_clauses_free(smt2_clauses *clauses);

/* ---- smt2_names.c: names to squares ------------------------------------- */

/* Per symbol: its square (row * n + column, 0-based) or SX_NONE. Fills
 * smt2->naming; the order of the numbers is decided from the clauses. */
nqcnf_status nqcnf_smt2_find_squares(const smt2_program *program,
                                     const smt2_clauses *clauses, uint32_t n,
                                     uint32_t *squares, nqcnf_smt2 *smt2);

/* The N whose N x N squares the declared constants' names span, each
 * once, in one frame; 0 when none does or frames of two sizes do. */
uint32_t nqcnf_smt2_board_side(const smt2_program *program);

/* ---- errors --------------------------------------------------------------- */

/* Sets the error (the first one only) and returns NQCNF_OK, so that a
 * caller can `return nqcnf_smt2_fail(...)` and stop. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
nqcnf_status
nqcnf_smt2_fail(nqcnf_smt2 *smt2, size_t line, size_t column,
                const char *format, ...);

/* Whether a step has set the error (every step checks before going on). */
#define SMT2_FAILED(smt2) ((smt2)->error[0] != '\0')

/* A node's text quoted for a message: cut short, and what is not
 * printable ASCII written \xNN. */
#define SMT2_QUOTE_SIZE 40
const char *nqcnf_smt2_quote(const char *at, size_t length,
                             char quote[SMT2_QUOTE_SIZE]);

/* The fragment, for messages that say what can be used instead. */
#define SMT2_FRAGMENT \
    "check reads the Boolean fragment (declare-const ... Bool, and, or, " \
    "not, =>, ...)"

#endif
