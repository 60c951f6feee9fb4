// ChartsCairo
