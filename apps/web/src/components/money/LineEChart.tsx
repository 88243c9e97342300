// Lazy entry of a line chart: registers line series, then is the ordinary EChart.
import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import EChart from './EChart.tsx';

echarts.use([LineChart]);

export default EChart;
