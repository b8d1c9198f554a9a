/*
 * decode_diagnosis.c - what a stream is, when it is no solver's answer.
 *
 * Given the CNF instead of the solver's answer, the decoder read each
 * clause as a model and drew thousands of boards; given minisat's
 * standard output, it found a line of unexpected text per statistic;
 * given a 4-queens model at N = 8, it listed every square left out. Each
 * of these is one mistake, and a student should read one sentence about
 * it. So the decoder recognizes them as data (nqcnf_decode_diagnosis),
 * reports each as one error answer whose diagnosis the caller may ask
 * for, and passes over the rest of a stream that cannot be an answer;
 * the words a person reads are the front end's. Each test is made where
 * the decoder already is: the first line of a stream that is neither
 * blank nor a comment (a CNF's header, an OPB file as nqcnf_sniff_text
 * tells one, minisat's banner), a model's end (another N), a bare
 * SATISFIABLE that no literal follows (minisat's standard output with
 * -verb=0), and the end of the stream (nothing at all). Only what no
 * answer can look like is diagnosed; anything else is read as ever.
 */
#include "read/decoder.h"

#include <string.h>

const char *nqcnf_decode_diagnosis_name(nqcnf_decode_diagnosis diagnosis)
{
    static const char *const names[] = {"answer", "empty", "cnf", "opb",
                                        "minisat-report", "other-n"};
    return (unsigned)diagnosis < sizeof names / sizeof names[0]
               ? names[diagnosis]
               : NULL;
}

nqcnf_decode_diagnosis nqcnf_decoder_diagnosis(const nqcnf_decoder *decoder,
                                               uint32_t *other_n)
{
    if (other_n != NULL) *other_n = decoder != NULL ? decoder->other_n : 0;
    return decoder != NULL ? decoder->diagnosis : NQCNF_DECODE_ANSWER;
}

static nqcnf_status report(nqcnf_decoder *decoder,
                           nqcnf_decode_diagnosis diagnosis, uint32_t other_n,
                           size_t line)
{
    return nqcnf_decode_report_as(decoder, NQCNF_ANSWER_ERROR, line,
                                  diagnosis, other_n);
}

/* DIMACS's header and the two variants the generator writes. */
static int is_problem_header(const decode_line *line)
{
    nqcnf_text rest = line->rest;
    const nqcnf_text format = nqcnf_text_word(&rest);
    return nqcnf_text_is(line->first, "p") &&
           (nqcnf_text_is(format, "cnf") || nqcnf_text_is(format, "knf") ||
            nqcnf_text_is(format, "cnf+"));
}

/* An OPB file's first line: its header, which nqcnf_sniff_text passes
 * over as one of OPB's '*' comments (it looks at the whole text), or a
 * constraint, which it tells. */
static int is_opb(nqcnf_text text)
{
    return nqcnf_text_starts_with(text, "* #variable=") ||
           nqcnf_sniff_text(text.at, text.length).kind == NQCNF_TEXT_OPB;
}

/* minisat's standard output opens with a warning on x86 and with its
 * statistics' banner elsewhere; no other solver prints either. */
static int is_minisat_banner(nqcnf_text text)
{
    if (nqcnf_text_starts_with(text, "WARNING: for repeatability"))
        return 1;
    static const char title[] = "[ Problem Statistics ]";
    const size_t length = sizeof title - 1;
    if (!nqcnf_text_starts_with(text, "=")) return 0;
    for (size_t i = 0; i + length <= text.length; i++)
        if (memcmp(text.at + i, title, length) == 0) return 1;
    return 0;
}

int nqcnf_decode_diagnose_first_line(nqcnf_decoder *decoder,
                                     const decode_line *line,
                                     nqcnf_status *status)
{
    char quote[DECODE_QUOTE_SIZE];
    const nqcnf_text text = line->text;
    nqcnf_decode_diagnosis diagnosis = NQCNF_DECODE_ANSWER;
    if (is_problem_header(line)) {
        diagnosis = NQCNF_DECODE_CNF;
        snprintf(decoder->message, sizeof decoder->message,
                 "this is a CNF (its header '%s'), not a solver's answer",
                 nqcnf_decode_quote(text, quote));
    } else if (is_opb(text)) {
        diagnosis = NQCNF_DECODE_OPB;
        snprintf(decoder->message, sizeof decoder->message,
                 "this is an OPB file (its line '%s'), not a solver's "
                 "answer", nqcnf_decode_quote(text, quote));
    } else if (is_minisat_banner(text)) {
        diagnosis = NQCNF_DECODE_MINISAT_REPORT;
        snprintf(decoder->message, sizeof decoder->message,
                 "this is minisat's standard output, which holds no model "
                 "(minisat writes it to the file named after the CNF on "
                 "its command line)");
    } else {
        return 0;
    }
    decoder->input_diagnosed = 1;
    *status = report(decoder, diagnosis, 0, decoder->line_number);
    return 1;
}

nqcnf_status nqcnf_decode_diagnose_minisat_verdict(nqcnf_decoder *decoder)
{
    snprintf(decoder->message, sizeof decoder->message,
             "this is minisat's standard output: its SATISFIABLE on line "
             "%zu comes with no model (minisat writes it to the file named "
             "after the CNF on its command line)", decoder->model_line);
    return report(decoder, NQCNF_DECODE_MINISAT_REPORT, 0,
                  decoder->model_line);
}

/* The whole square root of a value below 2^62, bit by bit. */
static uint32_t square_root(uint64_t value)
{
    uint64_t root = 0;
    for (uint64_t bit = (uint64_t)1 << 31; bit != 0; bit >>= 1)
        if ((root + bit) * (root + bit) <= value) root += bit;
    return (uint32_t)root;
}

/* The rule: a model of another N gives a value to every variable 1 ..
 * M*M and to no other, with M*M below n*n. Only a model that stops short
 * of the board can be told: one past it (M > n) is what every encoding
 * with auxiliary variables writes, whose count may well be a square,
 * and its first n*n variables are the board; so a model with any
 * variable above M*M, or a hole below it, is read as ever. Models
 * written by names (z3) have no highest variable and are never told. A
 * board too large to be made with the decoder is left to the check of
 * a short model (decode_model.c). */
/* z3's model of our SMT-LIB file for a smaller board: its names
 * x<r>y<c> span an M x M corner, every square of it given once. */
static uint32_t z3_other_n(const nqcnf_decoder *decoder)
{
    const uint64_t m = decoder->smt_extent, n = decoder->board.n;
    if (decoder->syntax != &nqcnf_decode_z3_syntax ||
        decoder->smt_names != NULL || m == 0 || m >= n ||
        decoder->model_squares != m * m || decoder->board.squares == NULL)
        return 0;
    for (uint64_t row = 0; row < m; row++)
        for (uint64_t column = 0; column < m; column++)
            if (decoder->board.squares[row * n + column] ==
                NQCNF_SQUARE_UNASSIGNED)
                return 0;
    return (uint32_t)m;
}

int nqcnf_decode_diagnose_other_n(nqcnf_decoder *decoder,
                                  nqcnf_status *status)
{
    const uint32_t corner = z3_other_n(decoder);
    if (corner != 0) {
        decoder->state = MODEL_ENDED;
        snprintf(decoder->message, sizeof decoder->message,
                 "the model gives values to x0y0 to x%uy%u and no other "
                 "square: an answer for N = %u, not %u",
                 corner - 1, corner - 1, corner, decoder->board.n);
        *status =
            report(decoder, NQCNF_DECODE_OTHER_N, corner, decoder->model_line);
        return 1;
    }
    const uint64_t highest = decoder->model_highest;
    if (highest == 0 || highest >= decoder->squares ||
        decoder->board.squares == NULL)
        return 0;
    const uint32_t m = square_root(highest);
    if ((uint64_t)m * m != highest) return 0;
    for (uint64_t i = 0; i < highest; i++)
        if (decoder->board.squares[i] == NQCNF_SQUARE_UNASSIGNED) return 0;
    /* ended as any model (PB's has no final 0 and was ended already) */
    if (decoder->state == IN_MODEL) decoder->state = MODEL_ENDED;
    snprintf(decoder->message, sizeof decoder->message,
             "the model gives values to the variables 1 to %llu and no "
             "other: an answer for N = %u, not %u",
             (unsigned long long)highest, m, decoder->board.n);
    *status = report(decoder, NQCNF_DECODE_OTHER_N, m, decoder->model_line);
    return 1;
}

nqcnf_status nqcnf_decode_diagnose_end(nqcnf_decoder *decoder,
                                       nqcnf_status status)
{
    if (status == NQCNF_OK && !decoder->any_text) {
        snprintf(decoder->message, sizeof decoder->message,
                 "the input is empty: no verdict and no model");
        status = report(decoder, NQCNF_DECODE_EMPTY, 0,
                        decoder->stream_line + 1);
    }
    decoder->stream_line = decoder->line_number;
    decoder->any_text = 0;
    decoder->first_looked_at = 0;
    decoder->input_diagnosed = 0;
    return status;
}
