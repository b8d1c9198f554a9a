/*
 * smt2_commands.c - the commands of a SMT-LIB file, and the words for
 * what lies outside the fragment.
 *
 * Only declarations and asserts say anything about the board; the
 * commands around them (check-sat, get-model, set-logic, set-info,
 * echo...) are passed over whatever their arguments, since a course's
 * file is full of them and they change no model. Everything z3 reads
 * that is not Boolean is refused here by name, with what to write
 * instead, rather than with a generic "unexpected": a student who used
 * an Int needs to learn that the exercise is about clauses, not that the
 * parser is confused. A define-fun with Boolean parameters is a helper
 * that stands for its body (smt2_terms.c expands it at each call); its
 * parameters and sort are checked once, here.
 */
#include "read/smt2_parser.h"

#include "core/internal.h"

#include <string.h>

uint32_t nqcnf_smt2_fail_at(parser *p, const sx_node *node,
                            const char *message)
{
    char quote[SMT2_QUOTE_SIZE];
    if (node->kind == SX_LIST && node->first == SX_NONE)
        nqcnf_smt2_fail(p->smt2, node->line, node->column, "`()`%s", message);
    else if (node->kind == SX_LIST)
        nqcnf_smt2_fail(p->smt2, node->line, node->column, "`(%s ...)`%s",
                        nqcnf_smt2_quote(NODE(p, node->first)->at,
                                         NODE(p, node->first)->length, quote),
                        message);
    else
        nqcnf_smt2_fail(p->smt2, node->line, node->column, "`%s`%s",
                        nqcnf_smt2_quote(node->at, node->length, quote),
                        message);
    return SX_NONE;
}

static int is_one_of(const sx_node *node, const char *const *words)
{
    for (size_t i = 0; words[i] != NULL; i++)
        if (nqcnf_sx_is(node, words[i])) return 1;
    return 0;
}

static const char *const arithmetic[] = {
    "+", "-", "*", "/", "div", "mod", "abs", "<=", "<", ">=", ">",
    "to_real", "to_int", "is_int", NULL};
static const char *const pseudo_boolean[] = {
    "at-most", "at-least", "pbeq", "pble", "pbge", "((_", NULL};

uint32_t nqcnf_smt2_refuse_list(parser *p, const sx_node *list,
                                const sx_node *head)
{
    const sx_node *inner = head->kind == SX_LIST && head->count >= 2 &&
                                   nqcnf_sx_is(NODE(p, head->first), "_")
                               ? NODE(p, NODE(p, head->first)->next)
                               : head;
    if (is_one_of(inner, pseudo_boolean))
        return nqcnf_smt2_fail_at(
            p, head->kind == SX_LIST ? head : list,
            " is z3's pseudo-Boolean extension: " SMT2_FRAGMENT
            "; write an at-most-one as clauses, (not (and a "
            "b)) for each pair");
    if (is_one_of(head, arithmetic))
        return nqcnf_smt2_fail_at(p, list,
                                  " is arithmetic: " SMT2_FRAGMENT
                                  "; write the constraint with Boolean "
                                  "clauses");
    if (nqcnf_sx_is(head, "forall") || nqcnf_sx_is(head, "exists"))
        return nqcnf_smt2_fail_at(p, list,
                                  " is a quantifier: " SMT2_FRAGMENT
                                  "; write one constraint per square or "
                                  "line instead");
    if (head->kind == SX_SYMBOL &&
        nqcnf_smt2_symbols_find(&p->program->symbols, head->at,
                                head->length) != SX_NONE)
        return nqcnf_smt2_fail_at(p, list,
                                  " applies a constant to arguments: a "
                                  "Bool constant is written alone, "
                                  "without parentheses");
    return nqcnf_smt2_fail_at(
        p, list, " is not part of the Boolean fragment: " SMT2_FRAGMENT);
}

static uint32_t already_declared(parser *p, const sx_node *name, uint32_t s)
{
    char quote[SMT2_QUOTE_SIZE];
    nqcnf_smt2_fail(
        p->smt2, name->line, name->column,
        "`%s` is declared twice (first on line %zu): remove one, or "
        "give it another name",
        nqcnf_smt2_quote(name->at, name->length, quote),
        p->program->symbols.items[s].line);
    return SX_NONE;
}

static uint32_t add_symbol(parser *p, const sx_node *name,
                           smt2_symbol_kind kind, uint32_t f)
{
    const uint32_t s =
        nqcnf_smt2_symbols_find(&p->program->symbols, name->at, name->length);
    if (s != SX_NONE) return already_declared(p, name, s);
    const smt2_symbol symbol = {name->at, name->length, kind, f, name->line,
                                name->column};
    if (nqcnf_smt2_symbols_add(&p->program->symbols, symbol) != NQCNF_OK) {
        p->status = NQCNF_ERR_OUT_OF_MEMORY;
        return SX_NONE;
    }
    return (uint32_t)p->program->symbols.count - 1;
}

uint32_t nqcnf_smt2_define_name(parser *p, const sx_node *name, uint32_t f)
{
    const uint32_t s = add_symbol(p, name, SYMBOL_DEFINED, f);
    if (s == SX_NONE) return SX_NONE;
    formula *target = &p->program->formulas[f];
    if (target->op != FORMULA_CONSTANT && target->symbol == SX_NONE)
        target->symbol = s;
    return s;
}

/* Bool, or the reason the sort is not. */
static int is_bool(parser *p, const sx_node *command, const sx_node *name,
                   const sx_node *sort)
{
    if (nqcnf_sx_is(sort, "Bool")) return 1;
    char quote[SMT2_QUOTE_SIZE], named[SMT2_QUOTE_SIZE];
    char sorted[SMT2_QUOTE_SIZE];
    const char *kind = nqcnf_sx_is(sort, "Int")    ? "integers"
                       : nqcnf_sx_is(sort, "Real") ? "reals"
                                                   : "other sorts than Bool";
    nqcnf_smt2_fail(
        p->smt2, sort->line, sort->column,
        "(%s %s %s): %s are outside the Boolean fragment check reads; "
        "declare the constants Bool",
        nqcnf_smt2_quote(NODE(p, command->first)->at,
                         NODE(p, command->first)->length, quote),
        nqcnf_smt2_quote(name->at, name->length, named),
        sort->kind == SX_LIST
            ? "(...)"
            : nqcnf_smt2_quote(sort->at, sort->length, sorted),
        kind);
    return 0;
}

/* (define-fun NAME ((x Bool) ...) Bool BODY): the parameters and the
 * sort checked here, once; the body is read at each call, with the
 * arguments in place of the parameters (smt2_terms.c). */
static void helper(parser *p, const sx_node *command, const sx_node *name,
                   const sx_node *parameters)
{
    for (uint32_t x = parameters->first; x != SX_NONE; x = NODE(p, x)->next) {
        const sx_node *pair = NODE(p, x);
        if (pair->kind != SX_LIST || pair->count != 2 ||
            NODE(p, pair->first)->kind != SX_SYMBOL) {
            nqcnf_smt2_fail_at(p, pair,
                               ": each parameter of a define-fun is "
                               "(name Bool)");
            return;
        }
        const sx_node *parameter = NODE(p, pair->first);
        const sx_node *sort = NODE(p, parameter->next);
        if (!nqcnf_sx_is(sort, "Bool")) {
            nqcnf_smt2_fail_at(
                p, pair,
                nqcnf_sx_is(sort, "Int")
                    ? ": integers are outside the Boolean fragment check "
                      "reads; make the parameters Bool"
                    : ": a parameter of a sort other than Bool, outside "
                      "the Boolean fragment check reads; make the "
                      "parameters Bool");
            return;
        }
        for (uint32_t y = parameters->first; y != x; y = NODE(p, y)->next) {
            const sx_node *before = NODE(p, NODE(p, y)->first);
            if (before->length == parameter->length &&
                memcmp(before->at, parameter->at, parameter->length) == 0) {
                nqcnf_smt2_fail_at(p, parameter,
                                   " names two parameters of one "
                                   "define-fun: give each its own name");
                return;
            }
        }
    }
    if (!is_bool(p, command, name, NODE(p, parameters->next))) return;
    const uint32_t index = (uint32_t)(command - p->tree->nodes);
    add_symbol(p, name, SYMBOL_FUNCTION, index);
}

/* (declare-const NAME Bool), (declare-fun NAME () Bool),
 * (define-fun NAME () Bool TERM). */
static void declaration(parser *p, const sx_node *command, int function,
                        int defined)
{
    const uint32_t expected = function ? 4u + (uint32_t)defined : 3u;
    const sx_node *name = NODE(p, NODE(p, command->first)->next);
    if (command->count != expected || name->kind != SX_SYMBOL) {
        nqcnf_smt2_fail_at(p, command,
                           defined ? ": write (define-fun NAME () Bool TERM)"
                           : function ? ": write (declare-fun NAME () Bool)"
                                      : ": write (declare-const NAME Bool)");
        return;
    }
    const sx_node *sort = NODE(p, name->next);
    if (defined && sort->kind == SX_LIST && sort->count > 0) {
        helper(p, command, name, sort);
        return;
    }
    if (function) {
        if (sort->kind != SX_LIST || sort->count != 0) {
            nqcnf_smt2_fail_at(p, command,
                               " declares a function with arguments: "
                               "declare one Bool constant per square, "
                               "(declare-fun NAME () Bool)");
            return;
        }
        sort = NODE(p, sort->next);
    }
    if (!is_bool(p, command, name, sort)) return;
    if (defined) {
        const uint32_t f = nqcnf_smt2_term(p, sort->next);
        if (f != SX_NONE) nqcnf_smt2_define_name(p, name, f);
        return;
    }
    p->term = name;
    const uint32_t f =
        nqcnf_smt2_add_formula(p, FORMULA_CONSTANT, name->line, NULL, 0);
    if (f == SX_NONE) return;
    const uint32_t s = add_symbol(p, name, SYMBOL_CONSTANT, f);
    if (s != SX_NONE) p->program->formulas[f].symbol = s;
}

static void assertion(parser *p, const sx_node *command)
{
    if (command->count != 2) {
        nqcnf_smt2_fail_at(p, command,
                           ": an assert takes one formula, (assert TERM)");
        return;
    }
    const uint32_t f = nqcnf_smt2_term(p, NODE(p, command->first)->next);
    smt2_program *program = p->program;
    if (f == SX_NONE) return;
    if (nqcnf_grow((void **)&program->assertions, &program->assertion_capacity,
                   program->assertion_count + 1, sizeof *program->assertions)) {
        p->status = NQCNF_ERR_OUT_OF_MEMORY;
        return;
    }
    program->assertions[program->assertion_count++] =
        (smt2_assertion){f, command->line, command->column};
}

/* Commands that change no model. */
static const char *const passed_over[] = {
    "check-sat", "get-model", "get-value", "get-assignment", "get-info",
    "get-option", "get-unsat-core", "get-proof", "set-logic", "set-option",
    "set-info", "exit", "echo", NULL};

static void command(parser *p, const sx_node *node)
{
    if (node->kind != SX_LIST)
        nqcnf_smt2_fail_at(p, node,
                           " stands outside any command: every command "
                           "is written in parentheses, e.g. (assert ...)");
    else if (node->count == 0 || NODE(p, node->first)->kind != SX_SYMBOL)
        nqcnf_smt2_fail_at(p, node,
                           ": a command begins with its name, e.g. "
                           "(assert ...)");
    else if (nqcnf_sx_is(NODE(p, node->first), "declare-const"))
        declaration(p, node, 0, 0);
    else if (nqcnf_sx_is(NODE(p, node->first), "declare-fun"))
        declaration(p, node, 1, 0);
    else if (nqcnf_sx_is(NODE(p, node->first), "define-fun"))
        declaration(p, node, 1, 1);
    else if (nqcnf_sx_is(NODE(p, node->first), "assert"))
        assertion(p, node);
    else if (nqcnf_sx_is(NODE(p, node->first), "push") ||
             nqcnf_sx_is(NODE(p, node->first), "pop"))
        nqcnf_smt2_fail_at(p, node,
                           " opens or closes a scope: check reads one set "
                           "of asserts; remove push and pop");
    else if (!is_one_of(NODE(p, node->first), passed_over))
        nqcnf_smt2_fail_at(
            p, node,
            " is not a command of the Boolean fragment: " SMT2_FRAGMENT);
}

nqcnf_status nqcnf_smt2_parse(const sx_tree *tree, smt2_program *program,
                              nqcnf_smt2 *smt2)
{
    memset(program, 0, sizeof *program);
    parser p;
    memset(&p, 0, sizeof p);
    p.tree = tree;
    p.program = program;
    p.smt2 = smt2;
    /* room for every operator written out (a few formulas per token),
     * not for distinct's pairs over thousands of terms */
    p.formula_limit = ((size_t)1 << 20) + 16 * tree->count;
    p.expansion_limit = p.formula_limit;
    for (uint32_t c = tree->nodes[0].first; c != SX_NONE && !stopped(&p);
         c = tree->nodes[c].next)
        command(&p, &tree->nodes[c]);
    nqcnf_release(p.stack);
    nqcnf_release(p.lets);
    return p.status;
}

void nqcnf_smt2_program_free(smt2_program *program)
{
    nqcnf_release(program->formulas);
    nqcnf_release(program->args);
    nqcnf_release(program->assertions);
    nqcnf_smt2_symbols_free(&program->symbols);
    memset(program, 0, sizeof *program);
}
