; the names go one square too far for N = 4
(declare-const x0y0 Bool)
(declare-const x0y4 Bool)
(declare-const x4y4 Bool)
(assert (or x0y0 x0y4 x4y4))
