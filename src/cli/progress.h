/*
 * progress.h - one status line on stderr while long work runs.
 *
 * A count of N = 16 or a 28 GB write takes minutes; a person watching a
 * terminal wants to see that it moves and how long is left, while a pipe,
 * a log file or CI wants nothing of the sort (a line redrawn with
 * carriage returns turns into thousands of lines there). So the line is
 * drawn only when stderr is a terminal, unless --progress or
 * --no-progress say otherwise; it appears only once the work has lasted
 * half a second (short runs never flash it), is redrawn at most four
 * times a second, fits the terminal's width (a wrapped line could not be
 * redrawn in place) and is erased when the work ends, so what remains
 * on the screen is the result alone.
 */
#ifndef NQCNF_CLI_PROGRESS_H
#define NQCNF_CLI_PROGRESS_H

#include "messages.h"

#include <stdint.h>
#include <time.h>

typedef enum progress_mode {
    PROGRESS_AUTO,   /* when stderr is a terminal */
    PROGRESS_ALWAYS, /* --progress: wherever stderr goes */
    PROGRESS_NEVER   /* --no-progress */
} progress_mode;

/* The mode the two flags ask for; EXIT_USAGE (after saying so) when
 * both are given. */
int progress_mode_from_flags(int progress, int no_progress,
                             progress_mode *mode);

typedef struct progress_line {
    int active;             /* drawing at all */
    int forced;             /* asked for by --progress: drawn at least once */
    int drawn;              /* something is on the line now */
    struct timespec start;  /* when the work began */
    double last_draw;       /* seconds since start of the last drawing */
    double delay;           /* no drawing before this many seconds */
} progress_line;

/* Whether standard output goes to a file (or /dev/null), not to a
 * terminal or a pipe: a command whose output a person may be reading as
 * it comes draws its line by default only then. */
int progress_stdout_is_a_file(void);

/* Starts timing the work. `allowed_by_default` is whether PROGRESS_AUTO
 * may draw at all: the generator writing to standard output leaves the
 * terminal to whatever reads its output, so it says 0 there. */
void progress_start(progress_line *line, progress_mode mode,
                    int allowed_by_default);

/* Seconds since progress_start. */
double progress_elapsed(const progress_line *line);

/* Whether a drawing is due now (active, past the delay, and a quarter
 * of a second since the last one). Cheap: callers ask after each piece
 * of work and format their text only when it says yes. */
int progress_due(const progress_line *line);

/* Draws `text` (printf format) over the previous drawing. */
void progress_draw(progress_line *line, const char *format, ...)
    PRINTF_LIKE(2, 3);

/* Erases the line, if anything was drawn; call before any other output
 * to stderr and at the end of the work. */
void progress_finish(progress_line *line);

/* "time left" from the fraction of the work done so far (0..1) and the
 * elapsed time, into `text` ("3 min left"); empty while the fraction is
 * too small to say. */
void progress_time_left(double done, double elapsed, char *text,
                        size_t size);

#endif
