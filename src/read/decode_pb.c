/*
 * decode_pb.c - PB solvers' answers to our OPB files (clasp).
 *
 * A PB model is "v x1 -x2 ..." with no final 0, and clasp prints the "v"
 * lines *before* "s SATISFIABLE" (or "s OPTIMUM FOUND"). Such a model is
 * the run of "v" lines up to the first other line, or up to a line
 * starting over at x1: clasp's quiet enumeration (--verbose=0) prints
 * models back to back. The answer line that follows confirms the model
 * instead of opening a new one (decoder->verdict_pending). The syntax of
 * a model is fixed by its first literal, so "x12" among DIMACS literals
 * stays an error, and PB literals are only taken on "v" lines, as PB
 * solvers print them: a bare "x1" line is no one's output.
 */
#include "read/decoder.h"

/* Whether a word is written as a PB literal: "x..." or "-x...". */
static int is_pb_word(nqcnf_text word)
{
    const size_t sign = word.length > 0 && word.at[0] == '-';
    return word.length > sign && word.at[sign] == 'x';
}

/* An optional '-', 'x', and a variable number that fits an int32 (no
 * x0: PB variables count from 1, and 0 would end a DIMACS model). */
static nqcnf_number_kind parse_literal(nqcnf_text word, int32_t *literal)
{
    if (!is_pb_word(word)) return NQCNF_NUMBER_MALFORMED;
    const int negative = word.at[0] == '-';
    const size_t skip = (size_t)negative + 1;
    const nqcnf_number number = nqcnf_text_number(
        nqcnf_text_make(word.at + skip, word.length - skip), 0, INT32_MAX);
    if (number.kind != NQCNF_NUMBER_OK) return number.kind;
    if (number.magnitude == 0) return NQCNF_NUMBER_MALFORMED;
    const int32_t magnitude = (int32_t)number.magnitude;
    *literal = negative ? -magnitude : magnitude;
    return NQCNF_NUMBER_OK;
}

/* An answer comes while the model is being read: the answer ends it. */
static nqcnf_status interrupt(nqcnf_decoder *decoder)
{
    nqcnf_status status;
    if (nqcnf_decode_diagnose_other_n(decoder, &status)) return status;
    return nqcnf_decode_report(decoder, NQCNF_ANSWER_MODEL,
                               decoder->model_line);
}

/* A PB model has no closing token: whatever follows its "v" lines ends
 * it. If no answer line announced it, the one to come is its verdict. */
static nqcnf_status end_model(nqcnf_decoder *decoder)
{
    const int reading = decoder->state == IN_MODEL;
    decoder->state = NO_MODEL;
    decoder->verdict_pending = !decoder->model_announced;
    return reading ? interrupt(decoder) : NQCNF_OK;
}

static int starts_over(nqcnf_text rest)
{
    const nqcnf_text first = nqcnf_text_word(&rest);
    return nqcnf_text_is(first, "x1") || nqcnf_text_is(first, "-x1");
}

/* While a PB model is open, its "v" lines are its own; any other line
 * ends it and is then read as usual. */
static int model_line(nqcnf_decoder *decoder, const decode_line *line,
                      nqcnf_status *status)
{
    if (!nqcnf_text_is(line->first, "v")) {
        *status = end_model(decoder);
        return *status != NQCNF_OK;
    }
    if (starts_over(line->rest)) {
        *status = end_model(decoder);
        if (*status != NQCNF_OK) return 1;
    }
    *status =
        nqcnf_decode_literals(decoder, line->rest, &nqcnf_decode_pb_syntax);
    return 1;
}

/* A "v" line of PB literals starts a PB model, or is the first of the
 * model "s SATISFIABLE" announced. */
static int take(nqcnf_decoder *decoder, const decode_line *line,
                nqcnf_status *status)
{
    nqcnf_text rest = line->rest;
    const int waiting = decoder->state == NO_MODEL ||
                        (decoder->state == IN_MODEL &&
                         !decoder->model_has_literals);
    if (!waiting || !nqcnf_text_is(line->first, "v") ||
        !is_pb_word(nqcnf_text_word(&rest)))
        return 0;
    *status =
        nqcnf_decode_literals(decoder, line->rest, &nqcnf_decode_pb_syntax);
    return 1;
}

const decode_syntax nqcnf_decode_pb_syntax = {
    .model_line = model_line,
    .take = take,
    .interrupt = interrupt,
    .literals = {parse_literal, " of a PB model (x<k> or -x<k>)", "x",
                 "the OPB file"}};
