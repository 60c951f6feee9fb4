// Charts
