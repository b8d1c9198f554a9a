/*
 * smt2_terms.c - the terms of a SMT-LIB file as a formula graph of and,
 * or and not.
 *
 * Courses write N-Queens for z3 in a small Boolean fragment, and the
 * point of reading it is to check the constraints, so everything outside
 * that fragment stops the reading with a sentence that names the
 * construct and says how to write it inside (arithmetic, quantifiers,
 * uninterpreted functions...): a file that
 * z3 reads but that is not about Booleans cannot be compared with the
 * reference anyway. Inside the fragment, each operator is written in
 * and/or/not as it is defined: (=> a b c) is (or (not a) (not b) c),
 * (xor a b) is (and (or a b) (or (not a) (not b))), (= a b c) the
 * equivalences of neighbours, (distinct ...) the xor of every pair, (ite
 * c t e) is (and (or (not c) t) (or c e)); z3's cardinality constraints
 * are smt2_cardinality.c's, and a define-fun with parameters is its body
 * read again at each call. An argument used twice in
 * such a definition is one node of the graph used twice, never copied,
 * and so are the terms of define-fun, let and :named: the translation
 * decides later whether a shared part becomes a named variable.
 *
 * The graph is built so that its depth follows what the file nests, not
 * how many arguments it lists: the translation walks it recursively, and
 * a chain of tens of thousands of arguments must not become as deep a
 * chain of nodes. So =>, = and distinct are one flat or and one flat
 * and, and xor a balanced tree of binary xors (depth log k, and each xor
 * named once by the translation, so that a long chain is linear). What
 * the parentheses cannot bound (names standing for terms that use other
 * names) is bounded here: every formula knows its depth and one deeper
 * than SMT2_MAX_TERM_DEPTH is refused where it is written. The number of
 * formulas is held to a multiple of the file's tokens too, since
 * distinct over k terms is k(k-1)/2 pairs: a few kilobytes of text must
 * not become gigabytes of graph.
 */
#include "read/smt2_parser.h"

#include "core/internal.h"

#include <stdio.h>
#include <string.h>

/* The term whose formulas are being made, as the place of an error. */
static uint32_t refuse_term(parser *p, size_t line, const char *message)
{
    /* inside a helper's body, what is too large is the call */
    if (p->call != NULL) return nqcnf_smt2_fail_at(p, p->call, message);
    if (p->term != NULL) return nqcnf_smt2_fail_at(p, p->term, message);
    nqcnf_smt2_fail(p->smt2, line, 1, "a term%s", message);
    return SX_NONE;
}

/* The depth of a formula over these arguments; 0 when it is too deep. */
static uint32_t depth_over(parser *p, size_t line, const uint32_t *args,
                           uint32_t count)
{
    uint32_t deepest = 0;
    for (uint32_t i = 0; i < count; i++)
        if (p->program->formulas[args[i]].depth > deepest)
            deepest = p->program->formulas[args[i]].depth;
    if (deepest < SMT2_MAX_TERM_DEPTH) return deepest + 1;
    char message[320];
    snprintf(message, sizeof message,
             " is nested deeper than %d terms, counting what its names "
             "stand for: declare a constant for an inner part, or split the "
             "assert",
             SMT2_MAX_TERM_DEPTH);
    refuse_term(p, line, message);
    return 0;
}

static int within_limit(parser *p, size_t line, size_t more)
{
    if (p->program->formula_count + more <= p->formula_limit) return 1;
    char message[256];
    snprintf(message, sizeof message,
             " expands beyond the %zu formulas a file of this size may "
             "give: write it with fewer repeated terms",
             p->formula_limit);
    refuse_term(p, line, message);
    return 0;
}

uint32_t nqcnf_smt2_add_formula(parser *p, formula_op op, size_t line,
                                const uint32_t *args, uint32_t count)
{
    smt2_program *program = p->program;
    const uint32_t depth = depth_over(p, line, args, count);
    if (depth == 0 || !within_limit(p, line, 1)) return SX_NONE;
    if (program->formula_count >= SX_NONE - 1 ||
        program->arg_count + count >= SX_NONE - 1 ||
        nqcnf_grow((void **)&program->formulas, &program->formula_capacity,
                   program->formula_count + 1, sizeof *program->formulas) ||
        nqcnf_grow((void **)&program->args, &program->arg_capacity,
                   program->arg_count + count + 1, sizeof *program->args)) {
        p->status = NQCNF_ERR_OUT_OF_MEMORY;
        return SX_NONE;
    }
    formula *f = &program->formulas[program->formula_count];
    memset(f, 0, sizeof *f);
    f->op = (unsigned char)op;
    f->first = (uint32_t)program->arg_count;
    f->count = count;
    f->symbol = SX_NONE;
    /* a helper's body stands where it is called */
    f->line = p->call != NULL ? p->call->line : line;
    f->depth = depth;
    if (count > 0)
        memcpy(program->args + program->arg_count, args, count * sizeof *args);
    program->arg_count += count;
    return (uint32_t)program->formula_count++;
}

static uint32_t unary(parser *p, formula_op op, size_t line, uint32_t arg)
{
    return arg == SX_NONE ? SX_NONE
                          : nqcnf_smt2_add_formula(p, op, line, &arg, 1);
}

static uint32_t binary(parser *p, formula_op op, size_t line, uint32_t a,
                       uint32_t b)
{
    const uint32_t args[2] = {a, b};
    if (a == SX_NONE || b == SX_NONE) return SX_NONE;
    return nqcnf_smt2_add_formula(p, op, line, args, 2);
}

/* (or (not a) b) and (or a (not b)): a => b and b => a. */
static uint32_t equivalence(parser *p, size_t line, uint32_t a, uint32_t b)
{
    return binary(p, FORMULA_AND, line,
                  binary(p, FORMULA_OR, line, unary(p, FORMULA_NOT, line, a), b),
                  binary(p, FORMULA_OR, line, a, unary(p, FORMULA_NOT, line, b)));
}

static uint32_t exclusive_or(parser *p, size_t line, uint32_t a, uint32_t b)
{
    return binary(p, FORMULA_AND, line, binary(p, FORMULA_OR, line, a, b),
                  binary(p, FORMULA_OR, line, unary(p, FORMULA_NOT, line, a),
                         unary(p, FORMULA_NOT, line, b)));
}

static int push(parser *p, uint32_t value)
{
    if (nqcnf_grow((void **)&p->stack, &p->stack_capacity, p->stack_count + 1,
                   sizeof *p->stack)) {
        p->status = NQCNF_ERR_OUT_OF_MEMORY;
        return 0;
    }
    p->stack[p->stack_count++] = value;
    return 1;
}


/* The arguments of an application, parsed onto the stack from `base`. */
static int arguments(parser *p, const sx_node *list)
{
    for (uint32_t a = NODE(p, list->first)->next; a != SX_NONE;
         a = NODE(p, a)->next) {
        const uint32_t f = nqcnf_smt2_term(p, a);
        if (f == SX_NONE || !push(p, f)) return 0;
    }
    return 1;
}

/* (xor a b c d) as (xor (xor a b) (xor c d)): neighbours paired level
 * by level, in place, so the tree is log k deep; for three arguments
 * it is the left-nested reading, (xor (xor a b) c). */
static uint32_t balanced_xor(parser *p, size_t line, uint32_t *a,
                             uint32_t count)
{
    while (count > 1) {
        uint32_t kept = 0;
        for (uint32_t i = 0; i + 1 < count; i += 2)
            if ((a[kept++] = exclusive_or(p, line, a[i], a[i + 1])) == SX_NONE)
                return SX_NONE;
        if (count % 2 == 1) a[kept++] = a[count - 1];
        count = kept;
    }
    return a[0];
}

/* One conjunction of parts (the part itself when there is one). */
static uint32_t all_of(parser *p, size_t line, const uint32_t *parts,
                       uint32_t count)
{
    for (uint32_t i = 0; i < count; i++)
        if (parts[i] == SX_NONE) return SX_NONE;
    return count == 1 ? parts[0]
                      : nqcnf_smt2_add_formula(p, FORMULA_AND, line, parts,
                                               count);
}

/* The xor of every pair, refused before anything is built when the
 * pairs are more than the file's size allows. */
static uint32_t distinct(parser *p, size_t line, const uint32_t *a,
                         uint32_t count)
{
    const uint64_t pairs = (uint64_t)count * (count - 1) / 2;
    if (pairs > (p->formula_limit - p->program->formula_count) / 6) {
        char message[320];
        snprintf(message, sizeof message,
                 " over %u terms is %llu pairs, too many for a file of this "
                 "size (over Bool it cannot hold for more than two terms)",
                 count, (unsigned long long)pairs);
        return refuse_term(p, line, message);
    }
    uint32_t *xors = nqcnf_allocate(sizeof *xors * (size_t)pairs);
    if (xors == NULL) {
        p->status = NQCNF_ERR_OUT_OF_MEMORY;
        return SX_NONE;
    }
    size_t made = 0;
    for (uint32_t i = 0; i < count && !stopped(p); i++)
        for (uint32_t j = i + 1; j < count && !stopped(p); j++)
            xors[made++] = exclusive_or(p, line, a[i], a[j]);
    const uint32_t result =
        stopped(p) ? SX_NONE : all_of(p, line, xors, (uint32_t)pairs);
    nqcnf_release(xors);
    return result;
}

/* and, or, =>, xor, =, distinct, ite over the arguments on the stack
 * (which are overwritten): flat, never a chain as long as the list. */
static uint32_t combine(parser *p, const sx_node *head, size_t line,
                        uint32_t *a, uint32_t count)
{
    if (nqcnf_sx_is(head, "and") || nqcnf_sx_is(head, "or"))
        return nqcnf_smt2_add_formula(
            p, nqcnf_sx_is(head, "and") ? FORMULA_AND : FORMULA_OR, line, a,
            count);
    if (nqcnf_sx_is(head, "=>")) { /* (or (not a) (not b) c) */
        for (uint32_t i = 0; i + 1 < count; i++)
            if ((a[i] = unary(p, FORMULA_NOT, line, a[i])) == SX_NONE)
                return SX_NONE;
        return nqcnf_smt2_add_formula(p, FORMULA_OR, line, a, count);
    }
    if (nqcnf_sx_is(head, "xor")) return balanced_xor(p, line, a, count);
    if (nqcnf_sx_is(head, "=")) { /* neighbours' equivalences */
        for (uint32_t i = 0; i + 1 < count; i++)
            a[i] = equivalence(p, line, a[i], a[i + 1]);
        return all_of(p, line, a, count - 1);
    }
    if (nqcnf_sx_is(head, "distinct")) return distinct(p, line, a, count);
    return binary(p, FORMULA_AND, line, /* ite */
                  binary(p, FORMULA_OR, line,
                         unary(p, FORMULA_NOT, line, a[0]), a[1]),
                  binary(p, FORMULA_OR, line, a[0], a[2]));
}

/* The fewest and most arguments of each Boolean operator. */
static int arity(const sx_node *head, uint32_t *least, uint32_t *most)
{
    static const struct {
        const char *name;
        uint32_t least, most;
    } table[] = {{"not", 1, 1},  {"and", 0, UINT32_MAX}, {"or", 0, UINT32_MAX},
                 {"=>", 2, UINT32_MAX}, {"xor", 2, UINT32_MAX},
                 {"=", 2, UINT32_MAX},  {"distinct", 2, UINT32_MAX},
                 {"ite", 3, 3}};
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (nqcnf_sx_is(head, table[i].name)) {
            *least = table[i].least;
            *most = table[i].most;
            return 1;
        }
    return 0;
}

static uint32_t application(parser *p, const sx_node *list, const sx_node *head)
{
    uint32_t least = 0, most = 0;
    arity(head, &least, &most);
    const uint32_t count = list->count - 1;
    char quote[SMT2_QUOTE_SIZE];
    if (count < least || count > most) {
        nqcnf_smt2_fail(p->smt2, list->line, list->column,
                        "`%s` takes %s %u argument%s, here %u",
                        nqcnf_smt2_quote(head->at, head->length, quote),
                        least == most ? "exactly" : "at least", least,
                        least == 1 ? "" : "s", count);
        return SX_NONE;
    }
    const size_t base = p->stack_count;
    uint32_t result = SX_NONE;
    if (arguments(p, list)) {
        p->term = list; /* the arguments' own terms are done */
        if (nqcnf_sx_is(head, "not"))
            result = unary(p, FORMULA_NOT, list->line, p->stack[base]);
        else
            /* (and) and (or) gather nothing: no stack may exist yet */
            result = combine(p, head, list->line,
                             p->stack == NULL ? NULL : p->stack + base, count);
    }
    p->stack_count = base;
    return result;
}

/* (let ((x t) ...) body): the bindings' terms are read in the outer
 * scope (they are parallel), then the names shadow any other. */
static uint32_t let(parser *p, const sx_node *list)
{
    const sx_node *bindings = list->count == 3 ? NODE(p, NODE(p, list->first)->next) : NULL;
    if (bindings == NULL || bindings->kind != SX_LIST || bindings->count == 0)
        return nqcnf_smt2_fail_at(
            p, list, ": write a let as (let ((name term) ...) body)");
    const size_t base = p->stack_count;
    for (uint32_t b = bindings->first; b != SX_NONE; b = NODE(p, b)->next) {
        const sx_node *pair = NODE(p, b);
        if (pair->kind != SX_LIST || pair->count != 2 ||
            NODE(p, pair->first)->kind != SX_SYMBOL) {
            nqcnf_smt2_fail_at(p, pair,
                               ": each binding of a let is (name term)");
            break;
        }
        const uint32_t f = nqcnf_smt2_term(p, NODE(p, pair->first)->next);
        if (f == SX_NONE || !push(p, f)) break;
    }
    uint32_t result = SX_NONE;
    const size_t lets_before = p->let_count;
    if (!stopped(p)) {
        size_t k = base;
        for (uint32_t b = bindings->first; b != SX_NONE; b = NODE(p, b)->next) {
            const sx_node *name = NODE(p, NODE(p, b)->first);
            if (nqcnf_grow((void **)&p->lets, &p->let_capacity, p->let_count + 1,
                           sizeof *p->lets)) {
                p->status = NQCNF_ERR_OUT_OF_MEMORY;
                break;
            }
            p->lets[p->let_count++] = (binding){name->at, name->length, p->stack[k++]};
        }
        if (!stopped(p)) result = nqcnf_smt2_term(p, bindings->next);
    }
    p->let_count = lets_before;
    p->stack_count = base;
    return result;
}


/* (! term :named name), other attributes refused. */
static uint32_t annotated(parser *p, const sx_node *list)
{
    if (list->count < 2)
        return nqcnf_smt2_fail_at(
            p, list, ": an annotation is written (! term :named name)");
    const uint32_t at = NODE(p, list->first)->next;
    const uint32_t f = nqcnf_smt2_term(p, at);
    for (uint32_t a = NODE(p, at)->next; f != SX_NONE && a != SX_NONE;
         a = NODE(p, NODE(p, a)->next)->next) {
        const sx_node *key = NODE(p, a);
        const uint32_t value = key->next;
        if (key->kind != SX_KEYWORD || key->length != 6 ||
            memcmp(key->at, ":named", 6) != 0 || value == SX_NONE ||
            NODE(p, value)->kind != SX_SYMBOL)
            return nqcnf_smt2_fail_at(
                p, key,
                ": only the annotation :named NAME belongs to the fragment; "
                "remove the others");
        if (nqcnf_smt2_define_name(p, NODE(p, value), f) == SX_NONE)
            return SX_NONE;
    }
    return f;
}


/* (f a b) for (define-fun f ((x Bool) (y Bool)) Bool body): the body
 * read again with x and y standing for the arguments' formulas, as
 * SMT-LIB defines it. The body sees its parameters and the file's
 * names, not the lets around the call (let_floor). Each reading is new
 * formulas, so what nested calls expand into is counted, term by term,
 * against a budget the file's size gives. */
static uint32_t call(parser *p, const sx_node *list, const smt2_symbol *f)
{
    /* (define-fun NAME PARAMETERS SORT BODY), as the command checked */
    const sx_node *name = NODE(p, NODE(p, NODE(p, f->formula)->first)->next);
    const sx_node *parameters = NODE(p, name->next);
    const uint32_t body = NODE(p, parameters->next)->next;
    const uint32_t count = list->count - 1;
    char quote[SMT2_QUOTE_SIZE];
    if (count != parameters->count) {
        nqcnf_smt2_fail(p->smt2, list->line, list->column,
                        "`%s` takes exactly %u argument%s (define-fun on "
                        "line %zu), here %u",
                        nqcnf_smt2_quote(f->at, f->length, quote),
                        parameters->count, parameters->count == 1 ? "" : "s",
                        f->line, count);
        return SX_NONE;
    }
    const size_t base = p->stack_count;
    uint32_t result = SX_NONE;
    const size_t lets_before = p->let_count, floor_before = p->let_floor;
    const sx_node *call_before = p->call;
    if (!arguments(p, list)) goto done;
    for (uint32_t x = parameters->first, k = 0; x != SX_NONE;
         x = NODE(p, x)->next, k++) {
        const sx_node *parameter = NODE(p, NODE(p, x)->first);
        if (nqcnf_grow((void **)&p->lets, &p->let_capacity,
                       p->let_count + 1, sizeof *p->lets)) {
            p->status = NQCNF_ERR_OUT_OF_MEMORY;
            goto done;
        }
        p->lets[p->let_count++] =
            (binding){parameter->at, parameter->length, p->stack[base + k]};
    }
    p->let_floor = lets_before;
    if (p->call == NULL) p->call = list;
    result = nqcnf_smt2_term(p, body);
done:
    p->call = call_before;
    p->let_floor = floor_before;
    p->let_count = lets_before;
    p->stack_count = base;
    return result;
}

static uint32_t list_term(parser *p, const sx_node *list)
{
    if (list->count == 0)
        return nqcnf_smt2_fail_at(p, list,
                                  " is not a term: write a Boolean formula");
    const sx_node *head = NODE(p, list->first);
    uint32_t least, most;
    if (arity(head, &least, &most)) return application(p, list, head);
    if (nqcnf_sx_is(head, "let")) return let(p, list);
    if (nqcnf_sx_is(head, "!")) return annotated(p, list);
    if (nqcnf_smt2_is_cardinality(p, head))
        return nqcnf_smt2_cardinality(p, list, head);
    const uint32_t s =
        head->kind == SX_SYMBOL
            ? nqcnf_smt2_symbols_find(&p->program->symbols, head->at,
                                      head->length)
            : SX_NONE;
    if (s != SX_NONE && p->program->symbols.items[s].kind == SYMBOL_FUNCTION)
        return call(p, list, &p->program->symbols.items[s]);
    return nqcnf_smt2_refuse_list(p, list, head);
}

static uint32_t symbol_term(parser *p, const sx_node *node)
{
    if (!node->quoted && nqcnf_sx_is(node, "true"))
        return nqcnf_smt2_add_formula(p, FORMULA_TRUE, node->line, NULL, 0);
    if (!node->quoted && nqcnf_sx_is(node, "false"))
        return nqcnf_smt2_add_formula(p, FORMULA_FALSE, node->line, NULL, 0);
    for (size_t i = p->let_count; i-- > p->let_floor;)
        if (p->lets[i].length == node->length &&
            memcmp(p->lets[i].at, node->at, node->length) == 0)
            return p->lets[i].formula;
    const uint32_t s =
        nqcnf_smt2_symbols_find(&p->program->symbols, node->at, node->length);
    if (s != SX_NONE && p->program->symbols.items[s].kind == SYMBOL_FUNCTION)
        return nqcnf_smt2_fail_at(p, node,
                                  " is a define-fun with arguments: apply "
                                  "it to them in parentheses, e.g. (f a b)");
    if (s != SX_NONE) return p->program->symbols.items[s].formula;
    uint32_t least, most;
    if (arity(node, &least, &most))
        return nqcnf_smt2_fail_at(p, node,
                                  " is an operator: write it with its "
                                  "arguments in parentheses, e.g. (and a b)");
    char quote[SMT2_QUOTE_SIZE];
    nqcnf_smt2_fail(
        p->smt2, node->line, node->column,
        "`%s` is not declared: declare it before its first use, with "
        "(declare-const %s Bool)",
        nqcnf_smt2_quote(node->at, node->length, quote), quote);
    return SX_NONE;
}

/* The terms a define-fun's calls read: beyond the file's budget, or
 * nested beyond what the recursive reading may hold, the outermost call
 * is refused where the file writes it. */
static int within_expansion(parser *p)
{
    if (p->call == NULL) return 1;
    char message[320];
    if (++p->expanded > p->expansion_limit)
        snprintf(message, sizeof message,
                 " expands, through its define-fun helpers, beyond the %zu "
                 "terms a file of this size may give: call helpers inside "
                 "helpers less, or write the constraint out",
                 p->expansion_limit);
    else if (p->nesting > SMT2_MAX_TERM_DEPTH)
        snprintf(message, sizeof message,
                 " is nested deeper than %d terms, counting the bodies of "
                 "the define-fun helpers it calls: call helpers inside "
                 "helpers less deeply",
                 SMT2_MAX_TERM_DEPTH);
    else
        return 1;
    nqcnf_smt2_fail_at(p, p->call, message);
    return 0;
}

static uint32_t term(parser *p, const sx_node *node);

uint32_t nqcnf_smt2_term(parser *p, uint32_t index)
{
    if (stopped(p)) return SX_NONE;
    const sx_node *node = NODE(p, index);
    if (!within_expansion(p)) return SX_NONE;
    p->nesting++;
    const uint32_t result = term(p, node);
    p->nesting--;
    return result;
}

static uint32_t term(parser *p, const sx_node *node)
{
    p->term = node;
    switch ((sx_kind)node->kind) {
    case SX_LIST: return list_term(p, node);
    case SX_SYMBOL: return symbol_term(p, node);
    case SX_NUMERAL:
    case SX_OTHER:
        return nqcnf_smt2_fail_at(
            p, node,
            " is a number: " SMT2_FRAGMENT
            "; write the constraint with Boolean constants and clauses");
    case SX_STRING:
        return nqcnf_smt2_fail_at(p, node, " is a string, not a Boolean term");
    default:
        return nqcnf_smt2_fail_at(
            p, node, " is an attribute: it belongs in (! term :named name)");
    }
}

