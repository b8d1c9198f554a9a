/*
 * smt2_translate.c - the formula graph to clauses, as a person reads it.
 *
 * The checker compares the file's clauses with the textbook's one by
 * one, so the translation must give the clauses the student meant, not
 * merely an equivalent set: (not (or (and a b) (and c d))) is the two
 * clauses (-a -b) and (-c -d), (or a b c) is one clause, and no variable
 * is added for what is already a clause. Negations are carried inward as
 * a polarity; a conjunction (or a negated disjunction) is the union of
 * its parts' clauses; a disjunction is the product of its parts'
 * clauses, distributed while at most MAX_PRODUCT clauses result. A
 * disjunction written as one clause keeps its literals as written
 * (repeats and all, for the checker to name); clauses that distribution
 * makes are the translation's, so their repeats are merged and those
 * that hold both ways dropped.
 *
 * A larger product names its largest parts with fresh variables: Tseitin
 * with the full definition, v <-> part, both directions, so that every
 * added variable is a function of the file's constants and the models
 * projected on the board stay exactly the file's. A part used several
 * times (through define-fun, let, or the definitions of =, xor, ite) is
 * named once. Since a few bytes can stand for an exponential formula,
 * the literals written and the nodes visited are held to a budget.
 *
 * A disjunction's clauses are made once per polarity and kept: =, xor
 * and ite use their arguments twice, so a chain of xors asks for each
 * link's clauses from both of its parents, and remaking them would cost
 * 2^k for k links. They can be kept because they never change: a part
 * named once keeps its variable. The walk is recursive, one frame or
 * three per edge of the graph; the parser bounds the graph's depth
 * (SMT2_MAX_TERM_DEPTH), so the stack holds whatever the file nests.
 */
#include "read/smt2.h"

#include "read/clause_order.h"

#include "core/internal.h"

#include <string.h>

/* The most clauses a disjunction is distributed into. */
#define MAX_PRODUCT 8

typedef smt2_clause_set clause_set;

typedef struct translator {
    const smt2_program *program;
    formula *formulas;
    smt2_clauses *out;
    nqcnf_smt2 *smt2;
    uint64_t budget, initial_budget;
    uint32_t *cached;   /* per formula and polarity: index + 1 in cache */
    clause_set *cache;  /* the disjunctions' clauses, made once */
    size_t cache_count, cache_capacity;
    const smt2_assertion *assertion; /* being translated */
    size_t line;        /* of the conjunct being translated */
    clause_set pending; /* the assert's clauses, after its definitions */
    size_t *pending_lines;
    size_t pending_capacity;
    int32_t next_variable;
    nqcnf_status status;
} translator;

static int stopped(const translator *t)
{
    return t->status != NQCNF_OK || SMT2_FAILED(t->smt2);
}

static void set_free(clause_set *set)
{
    nqcnf_release(set->literals);
    nqcnf_release(set->ends);
    memset(set, 0, sizeof *set);
}

static size_t clause_size(const clause_set *set, size_t i)
{
    return set->ends[i] - (i == 0 ? 0 : set->ends[i - 1]);
}

/* NULL for an empty clause in a set that has no literal at all. */
static const int32_t *clause_at(const clause_set *set, size_t i)
{
    if (set->literals == NULL) return NULL;
    return set->literals + (i == 0 ? 0 : set->ends[i - 1]);
}

static void too_large(translator *t)
{
    nqcnf_smt2_fail(t->smt2, t->assertion->line, t->assertion->column,
                    "this assert is too large to write as clauses (beyond the "
                    "%llu literals and steps a file of this size may give): "
                    "write it as several smaller asserts",
                    (unsigned long long)t->initial_budget);
}

/* Appends a clause made of `count` literals at `a` and, when `extra` is
 * not 0, that literal too. */
static void add(translator *t, clause_set *set, const int32_t *a,
                size_t count, int32_t extra)
{
    if (stopped(t)) return;
    const size_t total = count + (extra != 0);
    if (total > t->budget) {
        too_large(t);
        return;
    }
    t->budget -= total;
    if (nqcnf_grow((void **)&set->literals, &set->literal_capacity,
                   set->literal_count + total, sizeof *set->literals) ||
        nqcnf_grow((void **)&set->ends, &set->capacity, set->count + 1,
                   sizeof *set->ends)) {
        t->status = NQCNF_ERR_OUT_OF_MEMORY;
        return;
    }
    if (count > 0)
        memcpy(set->literals + set->literal_count, a, count * sizeof *a);
    set->literal_count += count;
    if (extra != 0) set->literals[set->literal_count++] = extra;
    set->ends[set->count++] = set->literal_count;
}

static void clauses_of(translator *t, uint32_t f, int positive,
                       clause_set *set);

/* A clause of the result, on the line of the assert it comes from. */
static void emit(translator *t, const int32_t *a, size_t count, int32_t extra)
{
    smt2_clauses *out = t->out;
    add(t, &out->set, a, count, extra);
    if (stopped(t)) return;
    if (nqcnf_grow((void **)&out->lines, &out->line_capacity, out->set.count,
                   sizeof *out->lines)) {
        t->status = NQCNF_ERR_OUT_OF_MEMORY;
        return;
    }
    out->lines[out->set.count - 1] = t->line;
}

static int32_t literal_of(translator *t, uint32_t f, int positive);

/* v <-> formula f: (C or -v) for each clause C of f, (C or v) for each
 * clause C of (not f). */
static void define(translator *t, uint32_t f, int32_t v)
{
    for (int positive = 1; positive >= 0 && !stopped(t); positive--) {
        clause_set set = {0};
        clauses_of(t, f, positive, &set);
        for (size_t i = 0; i < set.count && !stopped(t); i++)
            emit(t, clause_at(&set, i), clause_size(&set, i),
                 positive ? -v : v);
        set_free(&set);
    }
}

/* A literal for formula f: a constant's, or a variable that names it. */
static int32_t literal_of(translator *t, uint32_t f, int positive)
{
    const formula *node = &t->formulas[f];
    if (node->op == FORMULA_CONSTANT)
        return positive ? (int32_t)node->symbol + 1 : -((int32_t)node->symbol + 1);
    if (node->op == FORMULA_NOT)
        return literal_of(t, t->program->args[node->first], !positive);
    if (node->variable == 0) {
        smt2_clauses *out = t->out;
        if (t->next_variable == INT32_MAX ||
            nqcnf_grow((void **)&out->named, &out->named_capacity,
                       out->named_count + 1, sizeof *out->named)) {
            t->status = NQCNF_ERR_OUT_OF_MEMORY;
            return 0;
        }
        out->named[out->named_count++] = f;
        t->formulas[f].variable = t->next_variable++;
        define(t, f, t->formulas[f].variable);
    }
    const int32_t v = t->formulas[f].variable;
    return positive ? v : -v;
}

/* A clause of the product: the translation's own, so sorted, repeats
 * merged; 0 when it holds both ways (and is dropped). */
static size_t normalized(int32_t *clause, size_t count)
{
    nqcnf_sort_literals(clause, count);
    size_t kept = 0;
    for (size_t i = 0; i < count; i++) {
        if (kept > 0 && clause[kept - 1] == clause[i]) continue;
        if (kept > 0 && clause[kept - 1] == -clause[i]) return 0;
        clause[kept++] = clause[i];
    }
    return kept;
}

/* Whether the product already made this clause (from `first` on). */
static int made_before(const clause_set *set, size_t first,
                       const int32_t *clause, size_t size)
{
    for (size_t i = first; i < set->count; i++)
        if (clause_size(set, i) == size &&
            (size == 0 ||
             memcmp(clause_at(set, i), clause, size * sizeof *clause) == 0))
            return 1;
    return 0;
}

/* Every choice of one clause per part, joined; the same clause twice is
 * the distribution's repetition, not the file's, and is made once. */
static void product(translator *t, clause_set *parts, uint32_t count,
                    size_t total, clause_set *set)
{
    const size_t first = set->count; /* the product's first clause */
    size_t *choice = nqcnf_allocate(sizeof *choice * count);
    clause_set joined = {0};
    if (choice == NULL) t->status = NQCNF_ERR_OUT_OF_MEMORY;
    else memset(choice, 0, sizeof *choice * count);
    for (size_t k = 0; k < total && !stopped(t); k++) {
        joined.literal_count = joined.count = 0;
        for (uint32_t i = 0; i < count; i++) {
            const clause_set *part = &parts[i];
            add(t, &joined, clause_at(part, choice[i]),
                clause_size(part, choice[i]), 0);
        }
        if (stopped(t)) break;
        size_t size = joined.literal_count;
        if (total > 1) size = normalized(joined.literals, size);
        if (total == 1 || (size > 0 && !made_before(set, first, joined.literals, size)))
            add(t, set, joined.literals, size, 0);
        for (uint32_t i = 0; i < count && ++choice[i] == parts[i].count; i++)
            choice[i] = 0;
    }
    set_free(&joined);
    nqcnf_release(choice);
}

static size_t product_size(const clause_set *parts, uint32_t count)
{
    size_t total = 1;
    for (uint32_t i = 0; i < count; i++)
        total = total > MAX_PRODUCT ? total : total * parts[i].count;
    return total;
}

/* The clauses of a disjunction of the arguments (each with polarity
 * `positive`). */
static void disjunction(translator *t, const formula *node, int positive,
                        clause_set *set)
{
    const uint32_t *args = t->program->args + node->first;
    clause_set *parts = nqcnf_allocate(sizeof *parts * (node->count + 1));
    if (parts == NULL) {
        t->status = NQCNF_ERR_OUT_OF_MEMORY;
        return;
    }
    memset(parts, 0, sizeof *parts * (node->count + 1));
    int holds = 0; /* a part without clauses is true, and so is all */
    for (uint32_t i = 0; i < node->count && !stopped(t) && !holds; i++) {
        clauses_of(t, args[i], positive, &parts[i]);
        holds = parts[i].count == 0;
    }
    size_t total = product_size(parts, node->count);
    while (!stopped(t) && !holds && total > MAX_PRODUCT) {
        uint32_t largest = 0;
        for (uint32_t i = 1; i < node->count; i++)
            if (parts[i].count > parts[largest].count) largest = i;
        const int32_t literal = literal_of(t, args[largest], positive);
        parts[largest].literal_count = parts[largest].count = 0;
        add(t, &parts[largest], &literal, 1, 0);
        total = product_size(parts, node->count);
    }
    if (!stopped(t) && !holds) product(t, parts, node->count, total, set);
    for (uint32_t i = 0; i < node->count; i++) set_free(&parts[i]);
    nqcnf_release(parts);
}

/* A disjunction's clauses: made the first time, copied after. */
static void kept_disjunction(translator *t, uint32_t f, int positive,
                             clause_set *set)
{
    uint32_t *slot = &t->cached[2 * (size_t)f + (positive != 0)];
    if (*slot == 0) {
        clause_set made = {0};
        disjunction(t, &t->formulas[f], positive, &made);
        if (!stopped(t) &&
            nqcnf_grow((void **)&t->cache, &t->cache_capacity,
                       t->cache_count + 1, sizeof *t->cache))
            t->status = NQCNF_ERR_OUT_OF_MEMORY;
        if (stopped(t)) {
            set_free(&made);
            return;
        }
        t->cache[t->cache_count++] = made;
        *slot = (uint32_t)t->cache_count;
    }
    const clause_set *made = &t->cache[*slot - 1];
    for (size_t i = 0; i < made->count && !stopped(t); i++)
        add(t, set, clause_at(made, i), clause_size(made, i), 0);
}

/* Each visit costs a step: a graph of and over true adds no literal,
 * yet a few bytes of shared names can make it 2^1000 visits. */
static int step(translator *t)
{
    if (t->budget == 0) too_large(t);
    else t->budget--;
    return !stopped(t);
}

static void clauses_of(translator *t, uint32_t f, int positive,
                       clause_set *set)
{
    if (!step(t)) return;
    const formula *node = &t->formulas[f];
    const uint32_t *args = t->program->args + node->first;
    switch ((formula_op)node->op) {
    case FORMULA_CONSTANT: {
        const int32_t literal = literal_of(t, f, positive);
        add(t, set, &literal, 1, 0);
        return;
    }
    case FORMULA_TRUE:
    case FORMULA_FALSE:
        if ((node->op == FORMULA_TRUE) != positive) add(t, set, NULL, 0, 0);
        return;
    case FORMULA_NOT:
        clauses_of(t, args[0], !positive, set);
        return;
    case FORMULA_AND:
    case FORMULA_OR:
        if ((node->op == FORMULA_AND) == positive) {
            for (uint32_t i = 0; i < node->count && !stopped(t); i++)
                clauses_of(t, args[i], positive, set);
            return;
        }
        kept_disjunction(t, f, positive, set);
        return;
    }
}

/* The conjuncts of an assert, each with its clauses on its own line: a
 * typo inside a long (and ...) is then reported where it is written. A
 * constant's formula lies where it is declared, so a constant standing
 * alone takes the line of the conjunction that holds it. The walk costs
 * the steps clauses_of would spend on the same nodes. */
static void conjuncts(translator *t, uint32_t f, int positive, size_t line)
{
    if (!step(t)) return;
    const formula *node = &t->formulas[f];
    const uint32_t *args = t->program->args + node->first;
    if (node->op == FORMULA_NOT) {
        conjuncts(t, args[0], !positive, line);
        return;
    }
    if ((node->op == FORMULA_AND && positive) ||
        (node->op == FORMULA_OR && !positive)) {
        for (uint32_t i = 0; i < node->count && !stopped(t); i++) {
            const formula *arg = &t->formulas[args[i]];
            conjuncts(t, args[i], positive,
                      arg->op == FORMULA_CONSTANT ? node->line : arg->line);
        }
        return;
    }
    t->budget++; /* clauses_of steps on this node again */
    t->line = line;
    const size_t before = t->pending.count;
    clauses_of(t, f, positive, &t->pending);
    if (!stopped(t) &&
        nqcnf_grow((void **)&t->pending_lines, &t->pending_capacity,
                   t->pending.count + 1, sizeof *t->pending_lines))
        t->status = NQCNF_ERR_OUT_OF_MEMORY;
    for (size_t i = before; i < t->pending.count && !stopped(t); i++)
        t->pending_lines[i] = line;
}

/* An assert: the definitions its parts need, as they are made, then its
 * own clauses, each on its conjunct's line. */
static void assertion(translator *t, const smt2_assertion *assertion)
{
    t->assertion = assertion;
    t->pending.literal_count = t->pending.count = 0;
    const formula *top = &t->formulas[assertion->formula];
    conjuncts(t, assertion->formula, 1,
              top->op == FORMULA_CONSTANT ? assertion->line : top->line);
    for (size_t i = 0; i < t->pending.count && !stopped(t); i++) {
        t->line = t->pending_lines[i];
        emit(t, clause_at(&t->pending, i), clause_size(&t->pending, i), 0);
    }
}

nqcnf_status nqcnf_smt2_translate(smt2_program *program, uint64_t budget,
                                  smt2_clauses *clauses, nqcnf_smt2 *smt2)
{
    memset(clauses, 0, sizeof *clauses);
    translator t = {program, program->formulas, clauses, smt2, budget,
                    budget, NULL, NULL, 0, 0, NULL, 0, {0}, NULL, 0,
                    (int32_t)program->symbols.count + 1, NQCNF_OK};
    t.cached = nqcnf_allocate(sizeof *t.cached * (2 * program->formula_count + 1));
    if (t.cached == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
    memset(t.cached, 0, sizeof *t.cached * (2 * program->formula_count + 1));
    for (size_t a = 0; a < program->assertion_count && !stopped(&t); a++)
        assertion(&t, &program->assertions[a]);
    set_free(&t.pending);
    nqcnf_release(t.pending_lines);
    for (size_t i = 0; i < t.cache_count; i++) set_free(&t.cache[i]);
    nqcnf_release(t.cache);
    nqcnf_release(t.cached);
    return t.status;
}

void nqcnf_smt2_clauses_free(smt2_clauses *clauses)
{
    nqcnf_release(clauses->set.literals);
    nqcnf_release(clauses->set.ends);
    nqcnf_release(clauses->lines);
    nqcnf_release(clauses->named);
    memset(clauses, 0, sizeof *clauses);
}
