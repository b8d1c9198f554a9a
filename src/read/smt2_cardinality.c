/*
 * smt2_cardinality.c - z3's cardinality constraints over Bool as and, or
 * and not: ((_ at-most k) ...), ((_ at-least k) ...), and the
 * pseudo-Boolean ((_ pbeq k c1 ... cn) a1 ... an), pble and pbge.
 *
 * Courses that teach z3 write a line's at-most-one as ((_ at-most 1) ...)
 * and the checker compares clauses, so the forms a person would write by
 * hand come out as that person's clauses: an at-most-one over unit
 * weights is the pairs (not (and a b)), an at-least-one the one clause
 * (or a b c), a bound of 0 or of everything the literals alone. Any
 * other bound is a decision diagram over the partial sums, node (i, s)
 * being "the arguments from i on complete the sum s so far within the
 * bounds", (ite a_i (i+1, s + c_i) (i+1, s)): exact, and the translation
 * names its shared nodes with fully defined variables as it does any
 * shared part, so the models on the file's constants are unchanged. A
 * negative coefficient c on a is |c| on (not a), the bounds shifted by
 * c. The diagram has up to one node per argument and reachable sum; it is
 * counted before it is built and refused beyond what the file's size
 * allows, as distinct's pairs are.
 */
#include "read/smt2_parser.h"

#include "core/internal.h"

#include <stdio.h>
#include <string.h>

/* Unit weights over more arguments than this are a diagram, not pairs. */
#define MAX_PAIRWISE 128

/* Indexes beyond this say nothing about a board and would overflow. */
#define MAX_INDEX ((int64_t)1 << 30)

/* Stand-ins for true and false while the diagram is built. */
#define IS_TRUE (SX_NONE - 1)
#define IS_FALSE (SX_NONE - 2)

typedef enum kind { AT_MOST, AT_LEAST, PB_EQ, PB_LE, PB_GE } kind;

static const char *const names[] = {"at-most", "at-least", "pbeq", "pble",
                                    "pbge"};

static int kind_of(const parser *p, const sx_node *head, kind *out)
{
    if (head->kind != SX_LIST || head->count < 2 ||
        !nqcnf_sx_is(NODE(p, head->first), "_"))
        return 0;
    const sx_node *name = NODE(p, NODE(p, head->first)->next);
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
        if (nqcnf_sx_is(name, names[k])) {
            *out = (kind)k;
            return 1;
        }
    return 0;
}

int nqcnf_smt2_is_cardinality(const parser *p, const sx_node *head)
{
    kind k;
    return kind_of(p, head, &k);
}

/* A numeral, or z3's -numeral (a symbol in SMT-LIB); 0 if neither. */
static int integer_of(const sx_node *node, int64_t *value)
{
    const int negative = node->kind == SX_SYMBOL && !node->quoted &&
                         node->length >= 2 && node->at[0] == '-';
    if (node->kind != SX_NUMERAL && !negative) return 0;
    int64_t v = 0;
    for (uint32_t i = (uint32_t)negative; i < node->length; i++) {
        if (node->at[i] < '0' || node->at[i] > '9') return 0;
        v = v * 10 + (node->at[i] - '0');
        if (v > MAX_INDEX) return 0;
    }
    *value = negative ? -v : v;
    return 1;
}

static uint32_t add(parser *p, formula_op op, const sx_node *list,
                    const uint32_t *args, uint32_t count)
{
    for (uint32_t i = 0; i < count; i++)
        if (args[i] == SX_NONE) return SX_NONE;
    return nqcnf_smt2_add_formula(p, op, list->line, args, count);
}

static uint32_t negation(parser *p, const sx_node *list, uint32_t f)
{
    return add(p, FORMULA_NOT, list, &f, 1);
}

static uint32_t pair(parser *p, formula_op op, const sx_node *list,
                     uint32_t a, uint32_t b)
{
    const uint32_t args[2] = {a, b};
    return add(p, op, list, args, 2);
}

/* ite over the stand-ins, written as a person would simplify it. */
static uint32_t choice(parser *p, const sx_node *list, uint32_t y,
                       uint32_t then, uint32_t otherwise)
{
    if (then == otherwise) return then;
    if (then == IS_TRUE && otherwise == IS_FALSE) return y;
    if (then == IS_FALSE && otherwise == IS_TRUE) return negation(p, list, y);
    if (then == IS_TRUE) return pair(p, FORMULA_OR, list, y, otherwise);
    if (then == IS_FALSE)
        return pair(p, FORMULA_AND, list, negation(p, list, y), otherwise);
    if (otherwise == IS_TRUE)
        return pair(p, FORMULA_OR, list, negation(p, list, y), then);
    if (otherwise == IS_FALSE) return pair(p, FORMULA_AND, list, y, then);
    return pair(p, FORMULA_AND, list,
                pair(p, FORMULA_OR, list, negation(p, list, y), then),
                pair(p, FORMULA_OR, list, y, otherwise));
}

typedef struct constraint {
    const sx_node *list;
    uint32_t *y;      /* the literals, a negative coefficient's negated */
    int64_t *w;       /* their weights, all positive */
    uint32_t count;
    int64_t total;    /* the sum of the weights */
    int64_t lo, hi;   /* lo <= sum of w over the true y <= hi */
} constraint;

/* node (i, s), s the sum of the weights of the first i arguments set:
 * true, false, or 0 for a node of the diagram. */
static int terminal(const constraint *c, const int64_t *rest, uint32_t i,
                    int64_t s, uint32_t *value)
{
    if (s > c->hi || s + rest[i] < c->lo) *value = IS_FALSE;
    else if (s >= c->lo && s + rest[i] <= c->hi) *value = IS_TRUE;
    else return 0;
    return 1;
}

/* Each level's sums, sorted, back to back: level i is
 * sums[starts[i] .. starts[i + 1]). */
typedef struct levels {
    int64_t *sums;
    uint32_t *nodes;
    size_t *starts;
    size_t count, capacity;
} levels;

/* Appends s to the level begun at `level`, unless it ends with s. */
static int push_sum(levels *l, size_t level, int64_t s)
{
    if (l->count > level && l->sums[l->count - 1] == s) return 1;
    if (nqcnf_grow((void **)&l->sums, &l->capacity, l->count + 1,
                   sizeof *l->sums))
        return 0;
    l->sums[l->count++] = s;
    return 1;
}

/* The node of sum s at level i (which holds it unless it is terminal). */
static uint32_t node_at(const levels *l, const constraint *c,
                        const int64_t *rest, uint32_t i, int64_t s)
{
    uint32_t value;
    if (terminal(c, rest, i, s, &value)) return value;
    size_t low = l->starts[i], high = l->starts[i + 1];
    while (low < high) {
        const size_t middle = low + (high - low) / 2;
        if (l->sums[middle] < s) low = middle + 1;
        else high = middle;
    }
    return l->nodes[low];
}

/* The error "`((_ NAME ...) ...)` message" where the constraint starts
 * (the generic quote would show its head, a list, as `((`). */
static uint32_t refuse(parser *p, const sx_node *list, const char *message)
{
    const sx_node *head = NODE(p, list->first);
    const sx_node *name = NODE(p, NODE(p, head->first)->next);
    char quote[SMT2_QUOTE_SIZE];
    nqcnf_smt2_fail(p->smt2, list->line, list->column,
                    "`((_ %s ...) ...)`%s",
                    nqcnf_smt2_quote(name->at, name->length, quote), message);
    return SX_NONE;
}

static uint32_t too_many(parser *p, const constraint *c, size_t limit)
{
    char message[320];
    snprintf(message, sizeof message,
             " over %u arguments needs more than the %zu nodes a file of "
             "this size may give to write as clauses: split it into "
             "smaller constraints",
             c->count, limit);
    return refuse(p, c->list, message);
}

/* The reachable sums level by level, counted against `limit`; then the
 * nodes from the last level up. */
static uint32_t diagram(parser *p, const constraint *c)
{
    const size_t room = p->formula_limit - p->program->formula_count;
    const size_t limit = room / 8;
    int64_t *rest = nqcnf_allocate(sizeof *rest * ((size_t)c->count + 1));
    levels l = {NULL, NULL, NULL, 0, 0};
    l.starts = nqcnf_allocate(sizeof *l.starts * ((size_t)c->count + 2));
    uint32_t result = SX_NONE;
    if (rest == NULL || l.starts == NULL) goto out_of_memory;
    rest[c->count] = 0;
    for (uint32_t i = c->count; i-- > 0;) rest[i] = rest[i + 1] + c->w[i];
    uint32_t value;
    l.starts[0] = 0;
    if (!terminal(c, rest, 0, 0, &value) && !push_sum(&l, 0, 0))
        goto out_of_memory;
    for (uint32_t i = 0; i < c->count; i++) {
        const size_t begin = l.starts[i], end = l.count;
        l.starts[i + 1] = end;
        /* the sums without a_i and with it, merged in order */
        size_t a = begin, b = begin;
        while (a < end || b < end) {
            const int64_t without = a < end ? l.sums[a] : INT64_MAX;
            const int64_t with = b < end ? l.sums[b] + c->w[i] : INT64_MAX;
            const int64_t s = without <= with ? without : with;
            if (without <= with) a++;
            if (with <= without) b++;
            if (terminal(c, rest, i + 1, s, &value)) continue;
            if (l.count >= limit) {
                result = too_many(p, c, limit);
                goto done;
            }
            if (!push_sum(&l, end, s)) goto out_of_memory;
        }
    }
    l.starts[c->count + 1] = l.count;
    l.nodes = nqcnf_allocate(sizeof *l.nodes * (l.count + 1));
    if (l.nodes == NULL) goto out_of_memory;
    for (uint32_t i = c->count; i-- > 0 && !stopped(p);)
        for (size_t k = l.starts[i]; k < l.starts[i + 1] && !stopped(p); k++)
            l.nodes[k] = choice(
                p, c->list, c->y[i],
                node_at(&l, c, rest, i + 1, l.sums[k] + c->w[i]),
                node_at(&l, c, rest, i + 1, l.sums[k]));
    if (!stopped(p)) result = node_at(&l, c, rest, 0, 0);
    goto done;
out_of_memory:
    p->status = NQCNF_ERR_OUT_OF_MEMORY;
done:
    nqcnf_release(rest);
    nqcnf_release(l.sums);
    nqcnf_release(l.nodes);
    nqcnf_release(l.starts);
    return result;
}

/* (not (and a b)) for every pair, as a person writes an at-most-one. */
static uint32_t pairwise(parser *p, const constraint *c)
{
    const size_t pairs = (size_t)c->count * (c->count - 1) / 2;
    uint32_t *parts = nqcnf_allocate(sizeof *parts * (pairs + 1));
    if (parts == NULL) {
        p->status = NQCNF_ERR_OUT_OF_MEMORY;
        return SX_NONE;
    }
    size_t made = 0;
    for (uint32_t i = 0; i < c->count && !stopped(p); i++)
        for (uint32_t j = i + 1; j < c->count && !stopped(p); j++)
            parts[made++] = negation(
                p, c->list, pair(p, FORMULA_AND, c->list, c->y[i], c->y[j]));
    const uint32_t result =
        stopped(p) ? SX_NONE
                   : add(p, FORMULA_AND, c->list, parts, (uint32_t)made);
    nqcnf_release(parts);
    return result;
}

static int all_units(const constraint *c)
{
    for (uint32_t i = 0; i < c->count; i++)
        if (c->w[i] != 1) return 0;
    return 1;
}

/* The literals alone: all of them true, or all false. */
static uint32_t every(parser *p, const constraint *c, int positive)
{
    uint32_t *parts = nqcnf_allocate(sizeof *parts * ((size_t)c->count + 1));
    if (parts == NULL) {
        p->status = NQCNF_ERR_OUT_OF_MEMORY;
        return SX_NONE;
    }
    for (uint32_t i = 0; i < c->count && !stopped(p); i++)
        parts[i] = positive ? c->y[i] : negation(p, c->list, c->y[i]);
    const uint32_t result =
        stopped(p) ? SX_NONE : add(p, FORMULA_AND, c->list, parts, c->count);
    nqcnf_release(parts);
    return result;
}

/* lo <= sum <= hi over positive weights, 0 <= lo <= hi <= total and
 * not both trivial. */
static uint32_t encode(parser *p, constraint *c)
{
    uint32_t parts[3];
    uint32_t count = 0;
    const int units = all_units(c);
    int64_t lo = c->lo, hi = c->hi;
    if (lo == c->total) {
        parts[count++] = every(p, c, 1);
        lo = 0;
        hi = c->total; /* implied */
    } else if (lo == 1 && units) {
        parts[count++] = add(p, FORMULA_OR, c->list, c->y, c->count);
        lo = 0;
    }
    if (hi == 0) {
        parts[count++] = every(p, c, 0);
        hi = c->total;
    } else if (hi == 1 && units && c->count <= MAX_PAIRWISE) {
        parts[count++] = pairwise(p, c);
        hi = c->total;
    }
    if (lo > 0 || hi < c->total) {
        c->lo = lo;
        c->hi = hi;
        const uint32_t d = diagram(p, c);
        parts[count++] = d == IS_TRUE    ? add(p, FORMULA_TRUE, c->list, NULL, 0)
                         : d == IS_FALSE ? add(p, FORMULA_FALSE, c->list, NULL, 0)
                                         : d;
    }
    return count == 1 ? parts[0] : add(p, FORMULA_AND, c->list, parts, count);
}

/* The bounds and weights the indexes give; 0 after an error. */
static int read_indexes(parser *p, const sx_node *list, const sx_node *head,
                        kind k, constraint *c)
{
    const char *name = names[k];
    const uint32_t arguments = list->count - 1;
    const uint32_t first = NODE(p, NODE(p, head->first)->next)->next;
    const int pb = k >= PB_EQ;
    const uint32_t wanted = pb ? 1 + arguments : 1;
    if (arguments == 0 || head->count < 3 ||
        (!pb && head->count - 2 != wanted)) {
        char message[200];
        if (pb)
            snprintf(message, sizeof message,
                     ": write ((_ %s K c1 ... cn) a1 ... an), a bound K and "
                     "one integer coefficient per Boolean argument",
                     name);
        else
            snprintf(message, sizeof message,
                     ": write ((_ %s K) a1 ... an), a bound K over Boolean "
                     "arguments",
                     name);
        refuse(p, list, message);
        return 0;
    }
    if (head->count - 2 != wanted) {
        char message[200];
        snprintf(message, sizeof message,
                 " has %u coefficients for %u arguments: write one integer "
                 "coefficient per argument, after the bound",
                 head->count - 3, arguments);
        nqcnf_smt2_fail_at(p, head, message);
        return 0;
    }
    int64_t bound = 0;
    uint32_t at = first;
    for (uint32_t i = 0; i <= (pb ? arguments : 0); i++, at = NODE(p, at)->next) {
        int64_t value;
        if (!integer_of(NODE(p, at), &value) || (!pb && value < 0)) {
            nqcnf_smt2_fail_at(
                p, NODE(p, at),
                pb ? " is no index of a pseudo-Boolean constraint: write "
                     "integers of at most 9 digits"
                   : " is no bound of a cardinality constraint: write a "
                     "whole number of at most 9 digits");
            return 0;
        }
        if (i == 0) bound = value;
        else c->w[i - 1] = value;
    }
    if (!pb)
        for (uint32_t i = 0; i < arguments; i++) c->w[i] = 1;
    c->lo = k == AT_LEAST || k == PB_EQ || k == PB_GE ? bound : INT64_MIN / 4;
    c->hi = k == AT_MOST || k == PB_EQ || k == PB_LE ? bound : INT64_MAX / 4;
    return 1;
}

uint32_t nqcnf_smt2_cardinality(parser *p, const sx_node *list,
                                const sx_node *head)
{
    kind k = AT_MOST;
    kind_of(p, head, &k);
    const uint32_t arguments = list->count - 1;
    constraint c = {list, NULL, NULL, 0, 0, 0, 0};
    c.y = nqcnf_allocate(sizeof *c.y * ((size_t)arguments + 1));
    c.w = nqcnf_allocate(sizeof *c.w * ((size_t)arguments + 1));
    uint32_t result = SX_NONE;
    if (c.y == NULL || c.w == NULL) {
        p->status = NQCNF_ERR_OUT_OF_MEMORY;
        goto done;
    }
    if (!read_indexes(p, list, head, k, &c)) goto done;
    uint32_t kept = 0;
    for (uint32_t a = NODE(p, list->first)->next, i = 0; a != SX_NONE;
         a = NODE(p, a)->next, i++) {
        const uint32_t f = nqcnf_smt2_term(p, a);
        if (f == SX_NONE) goto done;
        p->term = list;
        if (c.w[i] == 0) continue;
        /* c a = c + |c| (not a) for c < 0 */
        c.y[kept] = c.w[i] > 0 ? f : negation(p, list, f);
        if (c.y[kept] == SX_NONE) goto done;
        if (c.w[i] < 0) {
            c.lo -= c.w[i];
            c.hi -= c.w[i];
        }
        c.w[kept] = c.w[i] < 0 ? -c.w[i] : c.w[i];
        c.total += c.w[kept++];
    }
    c.count = kept;
    if (c.lo < 0) c.lo = 0;
    if (c.hi > c.total) c.hi = c.total;
    if (c.lo > c.hi)
        result = nqcnf_smt2_add_formula(p, FORMULA_FALSE, list->line, NULL, 0);
    else if (c.lo == 0 && c.hi == c.total)
        result = nqcnf_smt2_add_formula(p, FORMULA_TRUE, list->line, NULL, 0);
    else
        result = encode(p, &c);
done:
    nqcnf_release(c.y);
    nqcnf_release(c.w);
    return result;
}
