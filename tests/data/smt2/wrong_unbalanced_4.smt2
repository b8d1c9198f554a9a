(declare-const x0y0 Bool)
(declare-const x0y1 Bool)
(assert (or x0y0 x0y1)
(assert (not (and x0y0 x0y1)))
