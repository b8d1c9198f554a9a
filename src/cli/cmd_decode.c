/*
 * cmd_decode.c - `nqueens-cnf decode N [FILE|-]`: a solver's answer -> board.
 *
 * The lessons end with "we would need to write another script just to deal
 * with this result": a wall of v literals. This command is that script,
 * for every common solver's output. It never trusts the solver: each model
 * is checked to be a real N-Queens solution, and what is wrong is said in
 * board terms (which two queens attack each other, which row is empty).
 *
 * stdout gets the boards, stderr the problems; the exit status is 0 only
 * when at least one model was read and every model is a valid solution.
 * A final UNSATISFIABLE after models (cryptominisat5 --maxsol running out
 * of solutions) only ends the enumeration and is not a failure.
 *
 * Several models are an enumeration, and an enumeration is judged as a
 * whole (the library's nqcnf_tally, worded by decode_tally.c): a model
 * that repeats an earlier one is what a broken blocking loop prints, so
 * it is warned about as it comes, and after the boards one line says how
 * many models, distinct boards and symmetry classes there were
 * (--classes lists the classes). A repeat changes the exit status only
 * under --distinct, and to a status of its own, so that a script tells
 * it from an invalid board. One model's output is what it always was.
 *
 * --cnf names the file the solver was given (read up to its header
 * only, so that it may be of any size, or standard input): a DIMACS
 * file's header (KNF's, CNF+'s, OPB's) bounds the literals; a SMT-LIB
 * file (its first word is "(") is read with the library's reader, so that z3's model of a course's own file
 * is decoded by that file's names (q_1_1, r2c3, ...). A DIMACS file
 * shuffled by --shuffle says so in its comments, and its models are
 * mapped back through that record; --shuffle SEED says the same for a
 * model whose file is not at hand.
 *
 * An input that is no answer at all (the CNF itself, minisat's standard
 * output, nothing, a model of another N) is one mistake, and the
 * student reads one sentence about it, saying what to run instead, and
 * nothing else: the library tells which (nqcnf_decoder_diagnosis, asked
 * on its error answer), say_diagnosis words it, and the decoding stops
 * there with the exit status of malformed input.
 */
#define _POSIX_C_SOURCE 200809L
#include "command_line.h"
#include "commands.h"
#include "decode_tally.h"
#include "input_file.h"
#include "messages.h"
#include "nqcnf_experimental.h"
#include "output_file.h"
#include "shuffle_options.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Past this many problems with one input (a line that is no answer, a
 * square of a model, a repeated model) the rest are only counted and
 * one line at the end says how many: a garbage model of a large board
 * has millions of problems, and a 21 KB compressed file can hold
 * millions of bad lines, each of which would otherwise be a message. */
#define PROBLEMS_SHOWN 20

/* The exit status of --distinct when a model repeats an earlier one (and
 * nothing else failed). */
#define EXIT_REPEATED_MODEL 4

typedef struct decode_session {
    int quiet;
    int classes;  /* --classes */
    int distinct; /* --distinct */
    nqcnf_drawing style;
    const char *svg_path;
    const char *source; /* for messages */
    int from_stdin;     /* the source is standard input, not a path */
    unsigned long long models;
    int failed;
    uint32_t n;
    nqcnf_tally *tally; /* made at the first model */
    int tally_failed;   /* out of memory: no tally, no picture */
    const nqcnf_decoder *decoder; /* asked for a diagnosis */
    size_t problems_said;   /* messages about the input, up to PROBLEMS_SHOWN */
    size_t problems_unsaid; /* the rest, counted */
} decode_session;

static int write_to_stdout(void *context, const void *data, size_t size)
{
    (void)context;
    return fwrite(data, 1, size, stdout) == size ? 0 : -1;
}

/* One problem with the input: said while the budget lasts, else counted
 * for the closing line (say_unsaid). */
static void say_problem(decode_session *session, int warning,
                        const char *format, ...) PRINTF_LIKE(3, 4);

static void say_problem(decode_session *session, int warning,
                        const char *format, ...)
{
    if (session->problems_said >= PROBLEMS_SHOWN) {
        session->problems_unsaid++;
        return;
    }
    session->problems_said++;
    char text[1200];
    va_list args;
    va_start(args, format);
    vsnprintf(text, sizeof text, format, args);
    va_end(args);
    if (warning) report_warning("%s", text);
    else report_error("%s", text);
}

static void say_unsaid(const decode_session *session)
{
    if (session->problems_unsaid > 0)
        report_error("%s: and %zu more problems not shown (the first %d are "
                     "above; mend those and run decode again)",
                     session->source, session->problems_unsaid,
                     PROBLEMS_SHOWN);
}

static void report_problems(decode_session *session,
                            const nqcnf_answer *answer)
{
    nqcnf_problem problems[PROBLEMS_SHOWN];
    const size_t total =
        nqcnf_board_verify(answer->board, problems, PROBLEMS_SHOWN);
    const size_t shown = total < PROBLEMS_SHOWN ? total : PROBLEMS_SHOWN;
    for (size_t i = 0; i < shown; i++) {
        char text[160];
        nqcnf_problem_describe(&problems[i], text, sizeof text);
        say_problem(session, 0, "model %llu (line %zu): %s", session->models,
                    answer->line, text);
    }
    session->problems_unsaid += total - shown;
}

/* What the tally says of a model as it comes. */
typedef struct tally_entry {
    size_t class_number; /* 0: no solution, or no tally */
    size_t repeats;      /* the model it repeats, 0: none */
    size_t repeats_line;
} tally_entry;

/* Adds the model to the tally; after a failure the tally is dropped and
 * the boards go on. */
static tally_entry add_to_tally(decode_session *session,
                                const nqcnf_answer *answer)
{
    tally_entry entry = {0, 0, 0};
    if (session->tally_failed) return entry;
    nqcnf_status status = NQCNF_OK;
    if (session->tally == NULL)
        status = nqcnf_tally_new(session->n, &session->tally);
    if (status == NQCNF_OK)
        status = nqcnf_tally_add(session->tally, answer->board, answer->line,
                                 NULL, &entry.class_number, &entry.repeats,
                                 &entry.repeats_line);
    if (status != NQCNF_OK) {
        session->tally_failed = 1;
        session->failed = 1;
        report_error("cannot tally the models: %s", nqcnf_strerror(status));
    }
    return entry;
}

static void show_model(decode_session *session, const nqcnf_answer *answer)
{
    session->models++;
    const int valid = nqcnf_board_verify(answer->board, NULL, 0) == 0;
    if (!valid) session->failed = 1;
    const tally_entry entry = add_to_tally(session, answer);
    if (session->quiet) return;
    if (valid && session->classes && entry.class_number != 0)
        printf("solution %llu (line %zu), class %zu\n", session->models,
               answer->line, entry.class_number);
    else if (valid)
        printf("solution %llu (line %zu)\n", session->models, answer->line);
    else
        printf("model %llu (line %zu): not a solution\n", session->models,
               answer->line);
    nqcnf_board_write_text(answer->board, session->style, write_to_stdout,
                           NULL);
    putchar('\n');
    /* keep the board and what is said of it in order */
    if (!valid || entry.repeats != 0) fflush(stdout);
    if (!valid) report_problems(session, answer);
    if (entry.repeats != 0)
        say_problem(session, 1,
                    "model %llu (line %zu) repeats model %zu (line %zu)",
                    session->models, answer->line, entry.repeats,
                    entry.repeats_line);
}

/* The sentence for an input that is no answer (see the opening): what
 * it is, then what to run, with the N given. A pipe gets a pipe to run. */
static void say_diagnosis(const decode_session *session,
                          const nqcnf_answer *answer,
                          nqcnf_decode_diagnosis diagnosis, uint32_t other_n)
{
    const char *source = session->source;
    const size_t line = answer->line;
    const unsigned n = session->n;
    switch (diagnosis) {
    case NQCNF_DECODE_CNF:
        if (session->from_stdin)
            report_error("%s, line %zu: this is a CNF, not a solver's "
                         "answer: put a solver in the pipe, e.g. "
                         "'nqueens-cnf %u | cadical -q | nqueens-cnf decode "
                         "%u'", source, line, n, n);
        else
            report_error("%s, line %zu: this is a CNF, not a solver's "
                         "answer: run a solver on it first, e.g. 'minisat "
                         "q%u.cnf q%u.out', then 'nqueens-cnf decode %u "
                         "q%u.out'", source, line, n, n, n, n);
        break;
    case NQCNF_DECODE_OPB:
        report_error("%s, line %zu: this is an OPB file, not a solver's "
                     "answer: run a pseudo-Boolean solver on it first, e.g. "
                     "'clasp q%u.opb > q%u.out', then 'nqueens-cnf decode %u "
                     "q%u.out'", source, line, n, n, n, n);
        break;
    case NQCNF_DECODE_MINISAT_REPORT:
        report_error("%s, line %zu: this is minisat's report, which holds "
                     "no model: minisat writes the model to the file named "
                     "after the CNF on its command line ('minisat q%u.cnf "
                     "q%u.out'); decode that file", source, line, n, n);
        break;
    case NQCNF_DECODE_EMPTY:
        report_error("%s: the input is empty: give decode the file a "
                     "solver wrote its answer to, e.g. 'minisat q%u.cnf "
                     "q%u.out', then 'nqueens-cnf decode %u q%u.out'",
                     source, n, n, n, n);
        break;
    case NQCNF_DECODE_OTHER_N:
        report_error("%s, line %zu: this answer is for N = %u (%llu "
                     "variables), not %u: decode it with 'nqueens-cnf "
                     "decode %u'", source, line, (unsigned)other_n,
                     (unsigned long long)other_n * other_n, n,
                     (unsigned)other_n);
        break;
    case NQCNF_DECODE_ANSWER:
        break;
    }
}

/* Whether the error answer was a diagnosis (said unless --quiet). */
static int said_diagnosis(const decode_session *session,
                          const nqcnf_answer *answer)
{
    uint32_t other_n = 0;
    const nqcnf_decode_diagnosis diagnosis =
        nqcnf_decoder_diagnosis(session->decoder, &other_n);
    if (diagnosis == NQCNF_DECODE_ANSWER) return 0;
    if (!session->quiet) say_diagnosis(session, answer, diagnosis, other_n);
    return 1;
}

static int on_answer(void *context, const nqcnf_answer *answer)
{
    decode_session *session = context;
    switch (answer->kind) {
    case NQCNF_ANSWER_MODEL:
        show_model(session, answer);
        break;
    case NQCNF_ANSWER_UNSATISFIABLE:
        if (session->models > 0) break; /* the enumeration ran out */
        session->failed = 1;
        if (!session->quiet)
            say_problem(session, 0,
                        "%s, line %zu: the solver answered UNSATISFIABLE: "
                        "no board to decode", session->source, answer->line);
        break;
    case NQCNF_ANSWER_UNKNOWN:
        session->failed = 1;
        if (!session->quiet)
            say_problem(session, 0,
                        "%s, line %zu: the solver gave no answer (UNKNOWN)",
                        session->source, answer->line);
        break;
    case NQCNF_ANSWER_ERROR:
        session->failed = 1;
        if (said_diagnosis(session, answer))
            return 1; /* nothing after it would help */
        if (!session->quiet)
            say_problem(session, 0, "%s, line %zu: %s", session->source,
                        answer->line, answer->message);
        break;
    }
    return ferror(stdout) ? 1 : 0;
}

/* --cnf's file is read only up to its header, and only the start of each
 * line is kept: a model needs the header's variable count and the
 * shuffle record before it, never the clauses, so a file of any size,
 * and standard input, costs the same few kilobytes. Only an SMT-LIB file,
 * whose names the model is read by, is read whole. */
#define PEEK_SIZE 65536
#define LINE_KEPT 160

typedef struct header_scan {
    char record[LINE_KEPT]; /* the first "c shuffle " comment, or "" */
    char header[LINE_KEPT]; /* the first line neither blank nor comment */
    int done;               /* header[] is set */
} header_scan;

static void scan_line(header_scan *scan, const char *line, size_t length)
{
    char text[LINE_KEPT];
    snprintf(text, sizeof text, "%.*s",
             (int)(length < LINE_KEPT - 1 ? length : LINE_KEPT - 1), line);
    text[strcspn(text, "\r")] = '\0';
    if (text[0] == 'c') {
        if (scan->record[0] == '\0' && strncmp(text, "c shuffle ", 10) == 0)
            memcpy(scan->record, text, sizeof text);
        return;
    }
    if (text[strspn(text, " \t")] == '\0') return;
    memcpy(scan->header, text, sizeof text);
    scan->done = 1;
}

/* Reads the rest of a line whose first `used` bytes are in `line`,
 * keeping what fits; whether there was anything to read. */
static int finish_line(FILE *input, char *line, size_t *used)
{
    int c, any = 0;
    while ((c = getc(input)) != EOF) {
        any = 1;
        if (c == '\n') break;
        if (*used < LINE_KEPT - 1) line[(*used)++] = (char)c;
    }
    return any;
}

/* The lines of the peeked block, then of the stream, up to the header. */
static void scan_to_header(FILE *input, const char *peek, size_t size,
                           int more, header_scan *scan)
{
    size_t at = 0;
    while (at < size && !scan->done) {
        const char *end = memchr(peek + at, '\n', size - at);
        if (end == NULL && more) break; /* ends in the stream */
        const size_t length = end ? (size_t)(end - (peek + at)) : size - at;
        scan_line(scan, peek + at, length);
        at += length + 1;
    }
    char line[LINE_KEPT];
    size_t used = 0;
    if (at < size && !scan->done) {
        used = size - at < LINE_KEPT - 1 ? size - at : LINE_KEPT - 1;
        memcpy(line, peek + at, used);
    }
    while (more && !scan->done && (finish_line(input, line, &used) || used)) {
        scan_line(scan, line, used);
        used = 0;
    }
}

/* The variable count of DIMACS's "p cnf V C" (KNF's "p knf", CNF+'s
 * "p cnf+") or OPB's first line "* #variable= V #constraint= C". */
static int header_variable_count(const char *line, uint64_t *variables)
{
    unsigned long long v, c;
    if (sscanf(line, "* #variable= %llu #constraint= %llu", &v, &c) == 2 ||
        sscanf(line, "p cnf %llu %llu", &v, &c) == 2 ||
        sscanf(line, "p knf %llu %llu", &v, &c) == 2 ||
        sscanf(line, "p cnf+ %llu %llu", &v, &c) == 2) {
        *variables = v;
        return 1;
    }
    return 0;
}

/* What the decoder needs to know of the file given to the solver. */
typedef struct solver_input {
    uint64_t variable_limit; /* DIMACS: the header's count */
    int record;              /* DIMACS: its shuffle record (1), none (0) */
    nqcnf_shuffle shuffle;   /* the record, or --shuffle */
    int is_smt;
    nqcnf_smt2 smt2;         /* SMT-LIB: the file's names */
} solver_input;

static int read_dimacs_header(const char *path, FILE *file, const char *peek,
                              size_t size, int more, solver_input *input)
{
    header_scan scan;
    memset(&scan, 0, sizeof scan);
    scan_to_header(file, peek, size, more, &scan);
    if (ferror(file)) return -1;
    if (scan.done && scan.record[0] != '\0') {
        char record[2 * LINE_KEPT + 2];
        const int length = snprintf(record, sizeof record, "%s\n%s\n",
                                    scan.record, scan.header);
        input->record = nqcnf_shuffle_record_find(record, (size_t)length,
                                                  &input->shuffle);
    }
    if (input->record < 0) {
        report_error("'%s' was shuffled in a way this version cannot "
                     "undo (its 'c shuffle' line)", path);
        return 1;
    }
    if (scan.done &&
        header_variable_count(scan.header, &input->variable_limit))
        return 0;
    report_error("'%s' has no 'p cnf', 'p knf', 'p cnf+' or OPB "
                 "'* #variable=' header: --cnf names the file the "
                 "solver was given", path);
    return 1;
}

static int read_smt_names(const char *path, const char *data, size_t size,
                          uint32_t n, solver_input *input)
{
    const nqcnf_status status =
        nqcnf_smt2_read_buffer(data, size, n, &input->smt2);
    if (status == NQCNF_ERR_OUT_OF_MEMORY) {
        char name[300], message[600];
        snprintf(name, sizeof name, "'%s'", path);
        report_error("%s", input_file_failure(NULL, name, ENOMEM, message,
                                              sizeof message));
        return 1;
    }
    if (status != NQCNF_OK) {
        report_error("cannot read '%s': %s", path, nqcnf_strerror(status));
        return 1;
    }
    if (input->smt2.error_line != 0) {
        report_error("%s:%zu:%zu: %s", path, input->smt2.error_line,
                     input->smt2.error_column, input->smt2.error);
        return 1;
    }
    return 0;
}

/* An SMT-LIB file: the peeked block and the rest, in one buffer. */
static int read_smt_file(const char *path, FILE *file, char *peek,
                         size_t size, uint32_t n, solver_input *input)
{
    char *rest = NULL;
    size_t rest_size = 0;
    errno = 0;
    if (input_file_read_all(file, &rest, &rest_size) != 0) return -1;
    char *whole = realloc(peek, size + rest_size + 1);
    if (whole == NULL) {
        free(rest);
        errno = ENOMEM;
        return -1;
    }
    memcpy(whole + size, rest, rest_size + 1);
    free(rest);
    const int result = read_smt_names(path, whole, size + rest_size, n, input);
    free(whole);
    return result;
}

/* Reads the first block, tells SMT-LIB from the rest, and reads on:
 * 0, 1 after a reported error, -1 when the reading failed (errno). */
static int read_given_file(const char *path, FILE *file, uint32_t n,
                           solver_input *input)
{
    char *peek = malloc(PEEK_SIZE + 1);
    if (peek == NULL) {
        errno = ENOMEM;
        return -1;
    }
    errno = 0;
    const size_t size = fread(peek, 1, PEEK_SIZE, file);
    if (ferror(file)) {
        free(peek);
        return -1;
    }
    const int more = size == PEEK_SIZE;
    input->is_smt =
        nqcnf_sniff_text(peek, size).kind == NQCNF_TEXT_SMT_LIB;
    if (input->is_smt) return read_smt_file(path, file, peek, size, n, input);
    const int result = read_dimacs_header(path, file, peek, size, more, input);
    free(peek);
    return result;
}

static int read_solver_input(const char *path, uint32_t n,
                             solver_input *input)
{
    const int from_stdin = strcmp(path, "-") == 0;
    FILE *file = input_file_open(path);
    if (file == NULL) {
        report_error("cannot open '%s': %s", path, strerror(errno));
        return -1;
    }
    errno = 0;
    const int result = read_given_file(from_stdin ? "standard input" : path,
                                       file, n, input);
    if (result < 0) {
        const int error = errno;
        char name[300], message[600];
        if (from_stdin) snprintf(name, sizeof name, "standard input");
        else snprintf(name, sizeof name, "'%s'", path);
        report_error("%s", input_file_failure(file, name, error, message,
                                              sizeof message));
    }
    input_file_close(file);
    return result != 0 ? -1 : 0;
}

static FILE *open_input(const char *path)
{
    FILE *file = input_file_open(path);
    if (file == NULL)
        report_error("cannot open '%s': %s", path ? path : "-",
                     strerror(errno));
    return file;
}

/* --shuffle SEED [--shuffle-parts P] over the record of --cnf's file;
 * the variables are its header's (0 without --cnf: each model's). */
static int shuffle_given(const char *seed, const char *parts,
                         solver_input *given)
{
    if (seed == NULL && parts == NULL) return 0;
    if (given->is_smt) return usage_error("'--shuffle' undoes DIMACS files "
                                          "only, --cnf names SMT-LIB");
    nqcnf_options options;
    nqcnf_options_init(&options, 1);
    const int status = shuffle_arguments_apply(seed, parts, &options);
    if (status != 0) return status;
    given->shuffle.seed = options.shuffle_seed;
    given->shuffle.parts = options.shuffle_parts;
    given->shuffle.variables = given->variable_limit;
    return 0;
}

/* After the last model: the tally, the classes, the picture; and the
 * exit status. */
static int finish_models(decode_session *session)
{
    if (session->models > 0 && session->svg_path != NULL) {
        if (session->tally_failed) {
            report_error("cannot write '%s': the models were not kept",
                         session->svg_path);
            session->failed = 1;
        } else if (decode_write_picture(session->tally, session->svg_path,
                                        session->classes) != 0) {
            session->failed = 1;
        }
    }
    const int tallied = !session->tally_failed && session->models > 0;
    if (tallied && !session->quiet &&
        (session->models > 1 || session->classes)) {
        tally_write_summary(session->tally, stdout);
        const nqcnf_status status =
            session->classes
                ? tally_write_classes(session->tally, session->n, stdout)
                : NQCNF_OK;
        if (status != NQCNF_OK) {
            fflush(stdout);
            report_error("cannot list the classes: %s",
                         nqcnf_strerror(status));
            session->failed = 1;
        }
    }
    if (session->failed) return EXIT_FAILURE_RUNTIME;
    if (session->distinct && tallied &&
        nqcnf_tally_count(session->tally, NQCNF_TALLY_DISTINCT) <
            nqcnf_tally_count(session->tally, NQCNF_TALLY_MODELS))
        return EXIT_REPEATED_MODEL;
    return EXIT_OK;
}

/* Feeds the decoder every line of `input`. getline returns -1 both at
 * the end of the input and when its buffer cannot grow (a line longer
 * than the memory left) or a read fails: only feof tells the end, and
 * anything else is a failure, with *error the errno that says which and
 * *line_number the line being read or decoded. */
static nqcnf_status feed_lines(nqcnf_decoder *decoder, FILE *input,
                               int *error, size_t *line_number)
{
    char *line = NULL;
    size_t capacity = 0;
    nqcnf_status status = NQCNF_OK;
    for (;;) {
        ++*line_number;
        errno = 0;
        ssize_t length = getline(&line, &capacity, input);
        if (length < 0) {
            *error = errno;
            if (ferror(input)) status = NQCNF_ERR_IO;
            else if (!feof(input))
                status = *error == ENOMEM ? NQCNF_ERR_OUT_OF_MEMORY
                                          : NQCNF_ERR_IO;
            break;
        }
        if (length > 0 && line[length - 1] == '\n') length--;
        status = nqcnf_decoder_line(decoder, line, (size_t)length);
        if (status != NQCNF_OK) break;
    }
    free(line);
    return status;
}

/* The reading or the decoding failed: said so, with what failed, and
 * never taken for the end of the answer. */
static int report_failure(const decode_session *session, FILE *input,
                          nqcnf_status status, int error, size_t line_number)
{
    char name[300], message[600];
    snprintf(name, sizeof name, session->from_stdin ? "%s, line %zu"
                                                    : "'%s', line %zu",
             session->source, line_number);
    if (status == NQCNF_ERR_OUT_OF_MEMORY || status == NQCNF_ERR_IO)
        report_error("%s", input_file_failure(
                               input, name,
                               status == NQCNF_ERR_IO ? error : ENOMEM,
                               message, sizeof message));
    else
        report_error("cannot decode %s: %s", session->source,
                     nqcnf_strerror(status));
    return EXIT_FAILURE_RUNTIME;
}

static int decode_stream(decode_session *session, uint32_t n, FILE *input,
                         const solver_input *given)
{
    nqcnf_decoder *decoder = NULL;
    int error = 0;
    size_t line_number = 0;
    nqcnf_status status = nqcnf_decoder_new(n, on_answer, session, &decoder);
    session->decoder = decoder;
    if (status == NQCNF_OK && given->is_smt)
        status = nqcnf_decoder_set_smt2_names(decoder, &given->smt2);
    if (status == NQCNF_OK && given->variable_limit != 0)
        nqcnf_decoder_set_variable_limit(decoder, given->variable_limit);
    if (status == NQCNF_OK && given->shuffle.parts != 0)
        status = nqcnf_decoder_set_shuffle(decoder, &given->shuffle);
    if (status == NQCNF_OK) status = feed_lines(decoder, input, &error, &line_number);
    if (status == NQCNF_OK) status = nqcnf_decoder_finish(decoder);
    nqcnf_decoder_free(decoder);
    fflush(stdout); /* the boards before what is said after them */
    say_unsaid(session);
    if (status == NQCNF_ERR_STOPPED) return finish_stdout(EXIT_FAILURE_RUNTIME);
    if (status != NQCNF_OK)
        return report_failure(session, input, status, error, line_number);
    if (session->models == 0 && !session->failed) {
        session->failed = 1;
        if (!session->quiet)
            report_error("%s: no model found in the input", session->source);
    }
    return finish_stdout(finish_models(session));
}

int command_decode(int argc, char **argv, int first)
{
    int quiet = 0, unicode = 0, classes = 0, distinct = 0;
    const char *svg_path = NULL, *cnf_path = NULL;
    const char *shuffle = NULL, *shuffle_parts = NULL;
    const option_binding own[] = {
        BIND_VALUE(OPTION_SHUFFLE, &shuffle),
        BIND_VALUE(OPTION_SHUFFLE_PARTS, &shuffle_parts),
        BIND_FLAG(OPTION_QUIET, &quiet),
        BIND_FLAG(OPTION_UNICODE, &unicode),
        BIND_VALUE(OPTION_SVG, &svg_path),
        BIND_VALUE(OPTION_CNF, &cnf_path),
        BIND_FLAG(OPTION_CLASSES, &classes),
        BIND_FLAG(OPTION_DISTINCT, &distinct)};
    const binding_list bindings = {own, sizeof own / sizeof own[0], NULL};
    cli_arguments args;
    int status = parse_command_line(argc, argv, first, COMMAND_DECODE,
                                    &bindings, &args);
    if (status != 0) return status;
    uint32_t n = 0;
    status = board_size_argument(&args, &n);
    if (status != 0) return status;
    if (svg_path != NULL && svg_path[0] == '\0')
        return usage_error("the SVG file name is empty");

    const char *input_path = args.positional_count > 1 ? args.positional[1]
                                                       : NULL;
    if (cnf_path != NULL && strcmp(cnf_path, "-") == 0 &&
        (input_path == NULL || strcmp(input_path, "-") == 0))
        return usage_error("standard input ('-') can be read only once: "
                           "with '--cnf -', name the solver's answer FILE");
    solver_input given;
    memset(&given, 0, sizeof given);
    if (cnf_path != NULL && read_solver_input(cnf_path, n, &given)) {
        nqcnf_smt2_free(&given.smt2);
        return EXIT_FAILURE_RUNTIME;
    }
    if (shuffle_given(shuffle, shuffle_parts, &given) != 0) {
        nqcnf_smt2_free(&given.smt2);
        return EXIT_USAGE;
    }
    FILE *input = open_input(input_path);
    if (input == NULL) {
        nqcnf_smt2_free(&given.smt2);
        return EXIT_FAILURE_RUNTIME;
    }

    decode_session session;
    memset(&session, 0, sizeof session);
    session.quiet = quiet;
    session.classes = classes;
    session.distinct = distinct;
    session.style = unicode ? NQCNF_DRAW_UNICODE : NQCNF_DRAW_PLAIN;
    session.svg_path = svg_path;
    session.from_stdin = input_path == NULL || strcmp(input_path, "-") == 0;
    session.source = session.from_stdin ? "standard input" : input_path;
    session.n = n;
    status = decode_stream(&session, n, input, &given);
    nqcnf_tally_free(session.tally);
    nqcnf_smt2_free(&given.smt2);
    input_file_close(input);
    return status;
}
