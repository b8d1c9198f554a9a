/*
 * decode_dimacs.c - the SAT competition's output format and its relatives.
 *
 * cryptominisat5, cadical, kissat and picosat print "c" comments, an
 * "s SATISFIABLE" line and "v" lines of DIMACS literals wrapped anywhere
 * and closed by 0; minisat's result file says SAT alone on its first line
 * and the model bare on the next. Solvers disagree on the wrapping (a
 * lone "v 0", one bare line), so a model here is a run of literal lines
 * closed by a 0, wherever the lines break, and it may come without any
 * answer line at all: a new line of literals after a final 0 starts the
 * next model. Answers are words in small tables rather than branches, so
 * a solver's new spelling is one more row.
 */
#include "read/decoder.h"

/* Strict DIMACS: an optional '-' and decimal digits that fit an int32,
 * nothing else ("+5", "5.0" and "-0" are no solver's output and suggest
 * corruption). */
static nqcnf_number_kind parse_literal(nqcnf_text word, int32_t *literal)
{
    const nqcnf_number number = nqcnf_text_number(word, 1, INT32_MAX);
    if (number.kind != NQCNF_NUMBER_OK) return number.kind;
    if (number.negative && number.magnitude == 0)
        return NQCNF_NUMBER_MALFORMED;
    const int32_t magnitude = (int32_t)number.magnitude;
    *literal = number.negative ? -magnitude : magnitude;
    return NQCNF_NUMBER_OK;
}

typedef struct answer_word {
    const char *word;
    nqcnf_answer_kind kind; /* MODEL: opens one */
} answer_word;

/* Alone on a line: minisat's result file (SAT, UNSAT, INDET), its
 * standard output (SATISFIABLE, UNSATISFIABLE), and UNKNOWN. */
static const answer_word bare_answers[] = {
    {"SAT", NQCNF_ANSWER_MODEL},
    {"SATISFIABLE", NQCNF_ANSWER_MODEL},
    {"UNSAT", NQCNF_ANSWER_UNSATISFIABLE},
    {"UNSATISFIABLE", NQCNF_ANSWER_UNSATISFIABLE},
    {"INDET", NQCNF_ANSWER_UNKNOWN},
    {"UNKNOWN", NQCNF_ANSWER_UNKNOWN},
};

/* After "s": the competition's answers. */
static const answer_word status_answers[] = {
    {"SATISFIABLE", NQCNF_ANSWER_MODEL},
    {"UNSATISFIABLE", NQCNF_ANSWER_UNSATISFIABLE},
    {"UNKNOWN", NQCNF_ANSWER_UNKNOWN},
    {"INDETERMINATE", NQCNF_ANSWER_UNKNOWN},
};

#define COUNT(table) (sizeof table / sizeof table[0])

static const answer_word *find_word(const answer_word *table, size_t count,
                                    nqcnf_text word)
{
    for (size_t i = 0; i < count; i++)
        if (nqcnf_text_is(word, table[i].word)) return &table[i];
    return NULL;
}

/* "s SATISFIABLE" opens a model, unless it is the verdict on a model
 * printed before it (PB solvers print theirs first). */
static nqcnf_status answer_satisfiable(nqcnf_decoder *decoder)
{
    if (decoder->verdict_pending && decoder->state == NO_MODEL) {
        decoder->verdict_pending = 0;
        return NQCNF_OK;
    }
    return nqcnf_decode_open_model(decoder, &nqcnf_decode_dimacs_syntax);
}

/* The competition's "s" lines, a PB solver's "s OPTIMUM FOUND", and
 * picosat --all's closing "s SOLUTIONS <count>". */
static nqcnf_status take_status(nqcnf_decoder *decoder,
                                const decode_line *line)
{
    nqcnf_text rest = line->rest;
    const nqcnf_text first = nqcnf_text_word(&rest);
    const nqcnf_text second = nqcnf_text_word(&rest);
    const nqcnf_text third = nqcnf_text_word(&rest);
    if (nqcnf_text_is(first, "SOLUTIONS") && nqcnf_text_all_digits(second) &&
        third.length == 0)
        return nqcnf_decode_begin_answer(decoder);
    if (nqcnf_text_is(first, "OPTIMUM") && nqcnf_text_is(second, "FOUND") &&
        third.length == 0)
        return answer_satisfiable(decoder);
    const answer_word *found =
        find_word(status_answers, COUNT(status_answers), first);
    if (found == NULL || second.length != 0)
        return nqcnf_decode_unexpected(decoder, line->text);
    if (found->kind == NQCNF_ANSWER_MODEL) return answer_satisfiable(decoder);
    return nqcnf_decode_answer(decoder, found->kind);
}

/* "c ..." is a comment, except that some solvers say "c UNKNOWN" when
 * they give up. */
static nqcnf_status take_comment(nqcnf_decoder *decoder,
                                 const decode_line *line)
{
    nqcnf_text rest = line->rest;
    const nqcnf_text first = nqcnf_text_word(&rest);
    const nqcnf_text second = nqcnf_text_word(&rest);
    if (nqcnf_text_is(first, "UNKNOWN") && second.length == 0)
        return nqcnf_decode_answer(decoder, NQCNF_ANSWER_UNKNOWN);
    return NQCNF_OK;
}

static int take(nqcnf_decoder *decoder, const decode_line *line,
                nqcnf_status *status)
{
    if (nqcnf_text_is(line->first, "c"))
        *status = take_comment(decoder, line);
    else if (nqcnf_text_is(line->first, "s"))
        *status = take_status(decoder, line);
    else if (nqcnf_text_is(line->first, "v"))
        *status = nqcnf_decode_literals(decoder, line->rest,
                                        &nqcnf_decode_dimacs_syntax);
    else {
        const answer_word *found =
            find_word(bare_answers, COUNT(bare_answers), line->text);
        if (found != NULL && found->kind == NQCNF_ANSWER_MODEL) {
            *status =
                nqcnf_decode_open_model(decoder, &nqcnf_decode_dimacs_syntax);
            /* minisat's standard output says it so, its result file SAT */
            decoder->bare_satisfiable =
                nqcnf_text_is(line->text, "SATISFIABLE");
        } else if (found != NULL)
            *status = nqcnf_decode_answer(decoder, found->kind);
        else if (line->text.at[0] == '-' || nqcnf_is_digit(line->text.at[0]))
            /* some solvers print only the model, without "v" */
            *status = nqcnf_decode_literals(decoder, line->text,
                                            &nqcnf_decode_dimacs_syntax);
        else
            return 0;
    }
    return 1;
}

static int is_answer(nqcnf_text line)
{
    nqcnf_text rest = line;
    return find_word(bare_answers, COUNT(bare_answers), line) != NULL ||
           nqcnf_text_is(nqcnf_text_word(&rest), "s");
}

/* A model still being read when the next answer comes never got its
 * final 0; after minisat's bare SATISFIABLE, no literal at all is no
 * model cut short but minisat's standard output, which never has one. */
static nqcnf_status interrupt(nqcnf_decoder *decoder)
{
    if (decoder->bare_satisfiable && !decoder->model_has_literals)
        return nqcnf_decode_diagnose_minisat_verdict(decoder);
    return nqcnf_decode_fail(decoder,
                             "the model starting on line %zu has no final 0",
                             decoder->model_line);
}

const decode_syntax nqcnf_decode_dimacs_syntax = {
    .take = take,
    .is_answer = is_answer,
    .interrupt = interrupt,
    .literals = {parse_literal, "", "", "the CNF"}};
