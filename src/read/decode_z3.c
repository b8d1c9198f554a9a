/*
 * decode_z3.c - z3's answers to our SMT-LIB files.
 *
 * z3 says "sat", then prints an s-expression of
 * (define-fun x<r>y<c> () Bool true|false) entries wrapped anywhere
 * (older versions open it with "(model"). It is read token by token with
 * a small state machine, so the line breaks do not matter; the model ends
 * at its closing parenthesis, and while it is open every line is its
 * own. After "unsat" or "unknown", z3 answers (get-model) with an
 * (error ...) line, which is expected and passed over.
 *
 * A model of a student's SMT file names the squares the file's way
 * (q_1_1, r2c3): nqcnf_decoder_set_smt2_names gives the decoder the
 * file's names as nqcnf_smt2_read_buffer mapped them, copied and sorted
 * for a binary search, and they then replace x<r>y<c>. z3 prints a
 * quoted symbol with its bars, which the file's names do not carry.
 */
#include "read/decoder.h"

#include <stdlib.h>
#include <string.h>

/* The token a z3 model needs next:
 * ( [model] ( define-fun NAME ( ) Bool VALUE ) ... ) */
typedef enum smt_step {
    SMT_OPEN,        /* the "(" opening the model */
    SMT_MODEL_WORD,  /* older z3 versions write "(model" */
    SMT_ENTRY,       /* "(" of a definition, or ")" closing the model */
    SMT_DEFINE,      /* "define-fun" */
    SMT_NAME,        /* the constant */
    SMT_ARGS_OPEN,   /* "(" of the empty argument list */
    SMT_ARGS_CLOSE,  /* its ")" */
    SMT_SORT,        /* "Bool" */
    SMT_VALUE,       /* "true" or "false" */
    SMT_ENTRY_CLOSE  /* ")" closing the definition */
} smt_step;

/* A decimal number without leading zeros, as z3 prints our names; past
 * the largest board it may saturate, being off every board anyway. */
static int parse_index(nqcnf_text digits, uint64_t *value)
{
    const nqcnf_number number = nqcnf_text_number(digits, 0, UINT64_MAX);
    if (number.kind != NQCNF_NUMBER_OK ||
        (digits.length > 1 && digits.at[0] == '0'))
        return 0;
    *value = number.magnitude;
    return 1;
}

static int compare_names(const void *a, const void *b)
{
    const decode_name *x = a, *y = b;
    const size_t shorter = x->length < y->length ? x->length : y->length;
    const int order = memcmp(x->name, y->name, shorter);
    if (order != 0) return order;
    return (x->length > y->length) - (x->length < y->length);
}

nqcnf_status nqcnf_decoder_set_smt2_names(nqcnf_decoder *decoder,
                                          const nqcnf_smt2 *smt2)
{
    if (decoder == NULL) return nqcnf_invalid("decoder is NULL");
    size_t count = 0, text = 0;
    const uint32_t variables = smt2 != NULL ? smt2->cnf.max_variable : 0;
    for (uint32_t v = 1; smt2 != NULL && smt2->names != NULL && v <= variables; v++)
        if (smt2->names[v] != NULL) {
            count++;
            text += strlen(smt2->names[v]);
        }
    decode_name *names = NULL;
    if (smt2 != NULL) {
        names = nqcnf_allocate(sizeof *names * (count + 1) + text + 1);
        if (names == NULL) return NQCNF_ERR_OUT_OF_MEMORY;
        char *block = (char *)(names + count + 1);
        size_t k = 0;
        for (uint32_t v = 1; smt2->names != NULL && v <= variables; v++) {
            if (smt2->names[v] == NULL) continue;
            const size_t length = strlen(smt2->names[v]);
            memcpy(block, smt2->names[v], length);
            names[k++] = (decode_name){block, length,
                                       v <= decoder->squares ? v - 1u
                                                             : decoder->squares};
            block += length;
        }
        qsort(names, count, sizeof *names, compare_names);
    }
    nqcnf_release(decoder->smt_names);
    decoder->smt_names = names;
    decoder->smt_name_count = count;
    return NQCNF_OK;
}

/* A constant by the SMT file's names; a name the file declared but no
 * assert used is not among them and means nothing on the board. */
static nqcnf_status take_file_name(nqcnf_decoder *decoder, nqcnf_text name)
{
    if (name.length >= 2 && name.at[0] == '|' && name.at[name.length - 1] == '|')
        name = nqcnf_text_make(name.at + 1, name.length - 2);
    const decode_name key = {name.at, name.length, 0};
    const decode_name *found = bsearch(&key, decoder->smt_names,
                                       decoder->smt_name_count,
                                       sizeof key, compare_names);
    decoder->smt_square = found != NULL ? found->square : decoder->squares;
    return NQCNF_OK;
}

/* Maps a constant's name to its square (x<r>y<c>, 0-based) or to
 * decoder->squares for an auxiliary aux<k>, which means nothing on the
 * board. */
static nqcnf_status take_name(nqcnf_decoder *decoder, nqcnf_text name)
{
    if (decoder->smt_names != NULL) return take_file_name(decoder, name);
    char quote[DECODE_QUOTE_SIZE];
    uint64_t row = 0, column = 0;
    if (name.length > 3 && nqcnf_text_starts_with(name, "aux") &&
        parse_index(nqcnf_text_make(name.at + 3, name.length - 3), &row)) {
        decoder->smt_square = decoder->squares;
        return NQCNF_OK;
    }
    const char *y = name.length > 1 ? memchr(name.at, 'y', name.length) : NULL;
    if (name.at[0] == 'x' && y != NULL &&
        parse_index(nqcnf_text_make(name.at + 1, (size_t)(y - name.at) - 1),
                    &row) &&
        parse_index(nqcnf_text_make(y + 1, name.length -
                                               (size_t)(y - name.at) - 1),
                    &column)) {
        const uint64_t n = decoder->board.n;
        if (row < n && column < n) {
            decoder->smt_square = row * n + column;
            const uint64_t extent = (row > column ? row : column) + 1;
            if (extent > decoder->smt_extent) decoder->smt_extent = extent;
            return NQCNF_OK;
        }
        return nqcnf_decode_fail(decoder,
                                 "'%s' is not a square of the %llux%llu board",
                                 nqcnf_decode_quote(name, quote),
                                 (unsigned long long)n, (unsigned long long)n);
    }
    return nqcnf_decode_fail(
        decoder, "unknown constant '%s' (squares are x<row>y<column>)",
        nqcnf_decode_quote(name, quote));
}

static nqcnf_status take_value(nqcnf_decoder *decoder, nqcnf_text value)
{
    const int queen = nqcnf_text_is(value, "true");
    if (decoder->smt_square >= decoder->squares ||
        nqcnf_decode_set_square(decoder, decoder->smt_square, queen))
        return NQCNF_OK;
    const uint64_t n = decoder->board.n;
    return nqcnf_decode_fail(decoder, "contradictory values for x%lluy%llu",
                             (unsigned long long)(decoder->smt_square / n),
                             (unsigned long long)(decoder->smt_square % n));
}

static nqcnf_status unexpected(nqcnf_decoder *decoder, nqcnf_text token,
                               const char *expected)
{
    char quote[DECODE_QUOTE_SIZE];
    return nqcnf_decode_fail(decoder,
                             "unexpected '%s' in the model (expected %s)",
                             nqcnf_decode_quote(token, quote), expected);
}

static nqcnf_status take_token(nqcnf_decoder *decoder, nqcnf_text token)
{
    static const struct {
        const char *token; /* NULL: any atom */
        const char *expected;
    } steps[] = {
        [SMT_OPEN] = {"(", "'(' opening the model"},
        [SMT_MODEL_WORD] = {"(", "'(define-fun' or ')'"},
        [SMT_ENTRY] = {"(", "'(define-fun' or ')'"},
        [SMT_DEFINE] = {"define-fun", "'define-fun'"},
        [SMT_NAME] = {NULL, "a constant's name"},
        [SMT_ARGS_OPEN] = {"(", "'()'"},
        [SMT_ARGS_CLOSE] = {")", "'()'"},
        [SMT_SORT] = {"Bool", "'Bool'"},
        [SMT_VALUE] = {NULL, "true or false"},
        [SMT_ENTRY_CLOSE] = {")", "')' closing the definition"},
    };
    const smt_step step = (smt_step)decoder->smt_step;
    if (step == SMT_MODEL_WORD && nqcnf_text_is(token, "model")) {
        decoder->smt_step = SMT_ENTRY;
        return NQCNF_OK;
    }
    if ((step == SMT_MODEL_WORD || step == SMT_ENTRY) &&
        nqcnf_text_is(token, ")")) {
        decoder->smt_model_ended = 1;
        return nqcnf_decode_end_model(decoder);
    }
    if (step == SMT_NAME) {
        if (nqcnf_text_is(token, "(") || nqcnf_text_is(token, ")"))
            return unexpected(decoder, token, "a name");
        decoder->smt_step = SMT_ARGS_OPEN;
        return take_name(decoder, token);
    }
    if (step == SMT_VALUE) {
        if (!nqcnf_text_is(token, "true") && !nqcnf_text_is(token, "false"))
            return unexpected(decoder, token, steps[step].expected);
        decoder->smt_step = SMT_ENTRY_CLOSE;
        return take_value(decoder, token);
    }
    if (!nqcnf_text_is(token, steps[step].token))
        return unexpected(decoder, token, steps[step].expected);
    decoder->smt_step = step == SMT_ENTRY_CLOSE ? SMT_ENTRY
                        : step == SMT_MODEL_WORD ? SMT_DEFINE
                                                 : (int)step + 1;
    return NQCNF_OK;
}

static int is_paren(char c) { return c == '(' || c == ')'; }

/* Parentheses are tokens of their own; anything else runs to the next
 * blank or parenthesis. */
static nqcnf_text next_token(nqcnf_text *rest)
{
    size_t start = 0;
    while (start < rest->length && nqcnf_is_blank(rest->at[start])) start++;
    size_t end = start;
    if (end < rest->length && is_paren(rest->at[end]))
        end++;
    else
        while (end < rest->length && !nqcnf_is_blank(rest->at[end]) &&
               !is_paren(rest->at[end]))
            end++;
    const nqcnf_text token = {rest->at + start, end - start};
    rest->at += end;
    rest->length -= end;
    return token;
}

static nqcnf_status take_model_text(nqcnf_decoder *decoder, nqcnf_text line)
{
    nqcnf_text rest = line;
    while (decoder->state == IN_MODEL) {
        const nqcnf_text token = next_token(&rest);
        if (token.length == 0) return NQCNF_OK;
        const nqcnf_status status = take_token(decoder, token);
        if (status != NQCNF_OK) return status;
    }
    if (decoder->state != MODEL_ENDED) return NQCNF_OK; /* skipping */
    decoder->state = NO_MODEL;
    const nqcnf_text after = nqcnf_text_trim(rest);
    if (after.length == 0) return NQCNF_OK;
    char quote[DECODE_QUOTE_SIZE];
    return nqcnf_decode_fail(decoder,
                             "text after the model's closing ')': '%s'",
                             nqcnf_decode_quote(after, quote));
}

static int is_error_line(nqcnf_text line)
{
    return nqcnf_text_starts_with(line, "(error");
}

static int contains(nqcnf_text haystack, const char *needle)
{
    const size_t length = strlen(needle);
    for (size_t i = 0; i + length <= haystack.length; i++)
        if (memcmp(haystack.at + i, needle, length) == 0) return 1;
    return 0;
}

/* The text of (error "TEXT"), which is what is worth quoting in a
 * message of limited length; the whole line if it is not so shaped. */
static nqcnf_text error_text(nqcnf_text line)
{
    const nqcnf_text inner =
        nqcnf_text_trim(nqcnf_text_make(line.at + 6, line.length - 6));
    if (inner.length >= 3 && inner.at[0] == '"' &&
        inner.at[inner.length - 1] == ')' &&
        inner.at[inner.length - 2] == '"')
        return nqcnf_text_make(inner.at + 1, inner.length - 3);
    return line;
}

/* "model is not available" after unsat or unknown is expected; any other
 * error line is the solver's complaint and is reported as it stands. */
static nqcnf_status take_error(nqcnf_decoder *decoder, nqcnf_text line)
{
    char quote[DECODE_QUOTE_SIZE];
    nqcnf_decode_quote(error_text(line), quote);
    if (decoder->state == IN_MODEL &&
        decoder->syntax == &nqcnf_decode_z3_syntax) {
        /* "sat" and then an error instead of the model: one report. */
        decoder->state = NO_MODEL;
        return nqcnf_decode_fail(decoder,
                                 "the solver answered sat on line %zu, then "
                                 "reported an error: '%s'",
                                 decoder->model_line, quote);
    }
    if (decoder->state != IN_MODEL &&
        contains(line, "model is not available"))
        return NQCNF_OK;
    const nqcnf_status status = nqcnf_decode_begin_answer(decoder);
    if (status != NQCNF_OK) return status;
    return nqcnf_decode_fail(decoder, "the solver reported an error: '%s'",
                             quote);
}

/* While the model is open every line is its own, except an answer or an
 * error where the model should have begun; a model skipped after an
 * error is skipped up to the next answer. */
static int model_line(nqcnf_decoder *decoder, const decode_line *line,
                      nqcnf_status *status)
{
    *status = NQCNF_OK;
    if (decoder->state == SKIPPING_MODEL)
        return !nqcnf_decode_is_answer(line->text);
    if (decoder->smt_step == SMT_OPEN &&
        (nqcnf_decode_is_answer(line->text) || is_error_line(line->text)))
        return 0;
    *status = take_model_text(decoder, line->text);
    return 1;
}

static int is_answer(nqcnf_text line)
{
    return nqcnf_text_is(line, "sat") || nqcnf_text_is(line, "unsat") ||
           nqcnf_text_is(line, "unknown");
}

/* z3 prints a model at each (get-model) and once more after check-sat
 * when run with -model: our own files end with (get-model), so
 * `z3 -model q.smt2` prints every model twice, the second without a
 * "sat" of its own. One sentence for it, and its lines passed over,
 * rather than one "unexpected text" for each of them. */
static nqcnf_status model_again(nqcnf_decoder *decoder)
{
    decoder->state = IN_MODEL; /* skipped up to the next answer */
    decoder->syntax = &nqcnf_decode_z3_syntax;
    return nqcnf_decode_fail(
        decoder, "a second model with no 'sat' before it: z3 prints the "
                 "model twice when run with -model on a file that ends "
                 "with (get-model) (leave out -model)");
}

static int take(nqcnf_decoder *decoder, const decode_line *line,
                nqcnf_status *status)
{
    if (is_answer(line->text)) decoder->smt_model_ended = 0;
    if (decoder->smt_model_ended && line->text.at[0] == '(' &&
        !is_error_line(line->text)) {
        decoder->smt_model_ended = 0;
        *status = model_again(decoder);
    } else if (is_error_line(line->text)) {
        *status = take_error(decoder, line->text);
    } else if (nqcnf_text_is(line->text, "sat")) {
        *status = nqcnf_decode_open_model(decoder, &nqcnf_decode_z3_syntax);
        decoder->smt_step = SMT_OPEN;
    } else if (nqcnf_text_is(line->text, "unsat")) {
        *status = nqcnf_decode_answer(decoder, NQCNF_ANSWER_UNSATISFIABLE);
    } else if (nqcnf_text_is(line->text, "unknown")) {
        *status = nqcnf_decode_answer(decoder, NQCNF_ANSWER_UNKNOWN);
    } else {
        return 0;
    }
    return 1;
}

/* An answer while the model is still open: it never got its ')', or it
 * never began. */
static nqcnf_status interrupt(nqcnf_decoder *decoder)
{
    if (decoder->smt_step == SMT_OPEN)
        return nqcnf_decode_fail(
            decoder,
            "the solver answered sat on line %zu but printed "
            "no model (does the SMT file end with "
            "(get-model)?)",
            decoder->model_line);
    return nqcnf_decode_fail(
        decoder, "the model starting on line %zu has no closing ')'",
        decoder->model_line);
}

/* Its models are definitions, not literals: no literal syntax. */
const decode_syntax nqcnf_decode_z3_syntax = {.model_line = model_line,
                                              .take = take,
                                              .is_answer = is_answer,
                                              .interrupt = interrupt};
